import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// One Stripe.js per publishable key for the page's life; /pure loads nothing until asked.
const loaded = new Map<string, Promise<Stripe | null>>();

/** Loads Stripe.js (from js.stripe.com, as Stripe requires). Only payment screens in Stripe mode call it. */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe Elements styles that follow the portal's inputs. */
export const ELEMENT_STYLE = {
  base: { fontSize: '16px', color: '#1c2430', '::placeholder': { color: '#5b6675' } },
  invalid: { color: '#b3261e' },
};
