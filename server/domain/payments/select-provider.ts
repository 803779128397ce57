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
  return new SandboxProvider(options.sandbox);
}

// One provider per app, keyed by its database handle: Fastify hands each plugin its own instance
// object, but they all share the one `db`. Weak, so a closed test app takes its provider along.
const providers = new WeakMap<object, PaymentProvider>();

type AppLike = { config: Config; db: Db };

/** The provider an app uses, made from its config the first time it is asked for. */
export function providerFor(app: AppLike): PaymentProvider {
  let provider = providers.get(app.db);
  if (!provider) {
    provider = createProvider(app.config, {
      sandbox: { settleDelayMs: app.config.sandboxSettleSeconds * 1000 },
    });
    providers.set(app.db, provider);
  }
  return provider;
}

/** Gives an app a specific provider (tests: a sandbox with a short clock, Stripe on loopback). */
export function setAppProvider(app: AppLike, provider: PaymentProvider): void {
  providers.set(app.db, provider);
}

/** What the payment flows need from an app: its database, provider and surcharge rate. */
export function paymentContext(app: AppLike): PaymentContext {
  return { db: app.db, provider: providerFor(app), surchargeRate: app.config.cardSurchargeRate };
}
