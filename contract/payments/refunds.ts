import { z } from 'zod/mini';

/**
 * A payment's refund as the customer sees it: money that settled for a plan cancelled (or a
 * vehicle deleted) while it was on its way, paid back in full (docs/state-machine.md, rows 11-12).
 * The payment itself stays 'succeeded' (it did go through); this says it came back.
 */
export const paymentRefund = z.object({
  /** Dollars paid back. */
  amount: z.number(),
  /** 'due' while it is owed or with the provider, 'refunded' once made. */
  status: z.enum(['due', 'refunded']),
  /** ISO instant: when it was owed ('due'), or when the money went back ('refunded'). */
  on: z.string(),
  /** The adjustment note's PDF, once the refund is made; null while it is due. */
  adjustmentNoteUrl: z.nullable(z.string()),
});
export type PaymentRefund = z.infer<typeof paymentRefund>;

/** The GST adjustment note of a refunded payment, as a PDF, to its owner only. */
export const adjustmentNotePdfPath = (paymentId: string) =>
  `/api/customer/payment/${paymentId}/adjustment-note.pdf`;

/** The note's number: its tax invoice's, marked, so one quotes the other (one refund a payment). */
export const adjustmentNoteNumber = (invoiceNumber: string) => `${invoiceNumber}-ADJ`;
