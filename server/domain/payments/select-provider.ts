import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { PaymentContext } from './pay';
import type { PaymentProvider } from './provider';
import { SandboxProvider, type SandboxOptions } from './sandbox';
import { StripeProvider, type StripeOptions } from './stripe';

export const stripeConfigured = (config: Config): boolean =>
  Boolean(config.stripeSecretKey && config.stripePublishableKey);

export const SANDBOX_IN_PRODUCTION =
  'Payments: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY; the sandbox is refused in production.';

/** Stripe when both keys are set, otherwise the sandbox, which production never runs. */
export function createProvider(
  config: Config,
  options: { sandbox?: SandboxOptions; stripe?: Partial<StripeOptions> } = {},
): PaymentProvider {
  if (config.stripeSecretKey && config.stripePublishableKey) {
    return new StripeProvider({
      secretKey: config.stripeSecretKey,
      publishableKey: config.stripePublishableKey,
      webhookSecret: config.stripeWebhookSecret,
      ...options.stripe,
    });
  }
  if (config.nodeEnv === 'production') throw new Error(SANDBOX_IN_PRODUCTION);
  return new SandboxProvider({
    settleDelayMs: config.sandboxSettleSeconds * 1000,
    ...options.sandbox,
  });
}

type AppLike = {
  config: Config;
  db: Db;
  payments: PaymentProvider;
  jobs?: { wakeAt(at: Date): void };
  log?: PaymentContext['log'];
};

/**
 * Gives a built app another provider (tests: a sandbox with a short clock, a provider that
 * fails). Decorations are plain properties of the root instance, which every plugin inherits.
 */
export function setAppProvider(app: AppLike, provider: PaymentProvider): void {
  app.payments = provider;
}

/** What the payment flows need from an app: its database, provider and surcharge rate. */
export function paymentContext(app: AppLike): PaymentContext {
  return {
    db: app.db,
    provider: app.payments,
    surchargeRate: app.config.cardSurchargeRate,
    // A debit that settles by the provider's clock is settled by the jobs at that time.
    settleAt: (at) => app.jobs?.wakeAt(at),
    log: app.log,
  };
}
