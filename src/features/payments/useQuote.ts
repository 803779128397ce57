import { useEffect, useState } from 'react';
import type { PaymentIntentResponse } from '../../../contract/payments/quotes';
import { isApiError } from '../../lib/api';
import { createPaymentIntent } from './api';

export type Quote =
  | { status: 'loading' }
  | { status: 'ready'; intent: PaymentIntentResponse }
  | { status: 'failed'; message: string };

/**
 * What paying for the vehicle costs: the card total (surcharge included) and the base. Without a
 * vehicle (a card or bank saved on its own) nothing is asked and it stays loading.
 */
export function useQuote(vehicleId: string | undefined): Quote {
  const [quote, setQuote] = useState<Quote>({ status: 'loading' });
  useEffect(() => {
    if (!vehicleId) return;
    let live = true;
    createPaymentIntent(vehicleId, 'card').then(
      (intent) => live && setQuote({ status: 'ready', intent }),
      (error: unknown) =>
        live &&
        setQuote({
          status: 'failed',
          message: isApiError(error) ? error.message : 'The amount could not be loaded.',
        }),
    );
    return () => {
      live = false;
    };
  }, [vehicleId]);
  return quote;
}
