import { z } from 'zod/mini';

/** The seller printed on every tax invoice (server configuration, ABN check sum verified). */
export const supplier = z.object({
  name: z.string(),
  abn: z.string().check(z.regex(/^\d{11}$/)),
  address: z.string(),
});
export type Supplier = z.infer<typeof supplier>;

/** The PDF of a payment's tax invoice; the receipt page links it. */
export const invoicePdfPath = (paymentId: string) =>
  `/api/customer/payment/${paymentId}/invoice.pdf`;
