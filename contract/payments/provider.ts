import { z } from 'zod/mini';

/** GET /api/{provider}/token/key: which provider is live, its public key, and what the payment
 * screens need to show before paying. */
export const PROVIDERS = ['stripe', 'sandbox'] as const;
export type ProviderName = (typeof PROVIDERS)[number];
export const tokenKeyParams = z.object({ provider: z.enum(PROVIDERS) });
export const tokenKeyResponse = z.object({
  provider: z.enum(PROVIDERS),
  publishableKey: z.string(),
  surchargeRate: z.number(),
  supportEmail: z.string(),
});
export type TokenKeyResponse = z.infer<typeof tokenKeyResponse>;
