import { z } from 'zod';
import { isValidAbn as atoAbnCheck } from './abn';

/** One value read from a receipt photo, with how sure the reader is of it (0 to 1). */
export const readField = <T extends z.ZodTypeAny>(value: T) =>
  z.object({ value: value.nullable(), confidence: z.number().min(0).max(1) });

/** What the device read from a receipt photo; amounts in cents, the date as yyyy-mm-dd. */
export const receiptReadingSchema = z.object({
  total: readField(z.number().int().nonnegative()), // cents
  date: readField(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  supplier: readField(z.string().max(120)),
  abn: readField(z.string().regex(/^\d{11}$/)),
  gst: readField(z.number().int().nonnegative()), // cents
  type: readField(z.string().max(40)),
  taxInvoice: z.object({
    needed: z.boolean(),
    missing: z.array(z.enum(['words', 'supplier', 'abn', 'date', 'items', 'gst', 'buyer'])),
  }),
});
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;

/**
 * The ATO's ABN checksum: subtract 1 from the first digit, weights 10,1,3,5,7,9,11,13,15,17,19,
 * sum mod 89 == 0. Only the 11 digits themselves pass (no spaces).
 */
export function isValidAbn(abn: string): boolean {
  return /^\d{11}$/.test(abn) && atoAbnCheck(abn);
}
