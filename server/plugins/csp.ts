import type { Config } from '../config';

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/** Stripe's origins are allowed only when Stripe is configured; the sandbox needs none. */
export function contentSecurityPolicy(config: Config) {
  const stripe = Boolean(config.stripeSecretKey && config.stripePublishableKey);
  const upload = config.uploadOrigin ? [new URL(config.uploadOrigin).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // 'wasm-unsafe-eval' lets the receipt reader's worker compile its WebAssembly (served
      // from the portal itself); it allows no eval of JavaScript.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(stripe ? [STRIPE_SCRIPT] : [])],
      // Inline style attributes only (widths of bars, chart segments); no inline scripts.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...upload],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...upload, ...(stripe ? [STRIPE_API] : [])],
      frameSrc: stripe ? [STRIPE_SCRIPT, 'https://hooks.stripe.com'] : ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
  };
}
