import type { Config } from '../../config';
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

// One provider per app instance; keyed weakly so a closed test app takes its provider with it.
const providers = new WeakMap<object, PaymentProvider>();

/** The provider an app uses, made from its config the first time it is asked for. */
export function providerFor(app: { config: Config }): PaymentProvider {
  let provider = providers.get(app);
  if (!provider) {
    provider = createProvider(app.config);
    providers.set(app, provider);
  }
  return provider;
}

/** Gives an app a specific provider (tests: a sandbox with a short clock, Stripe on loopback). */
export function useProvider(app: { config: Config }, provider: PaymentProvider): void {
  providers.set(app, provider);
}
