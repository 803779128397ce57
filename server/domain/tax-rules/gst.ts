import { GST_FREE_TYPES } from '../../../contract/tax-figures';

export type GstClaim = {
  type: string;
  amountCents: number;
  /** GST the receipt shows, when it was read; null when only the amount was recorded. */
  gstCents: number | null;
  taxInvoice: 'valid' | 'incomplete' | null;
};

export type GstSplit = {
  withInvoiceCents: number;
  withoutInvoiceCents: number;
  /** The part of the two worked out as 1/11 of the amount, because no GST was read. */
  estimatedCents: number;
  claims: number;
};

/** GST in a GST-inclusive price at 10%: one eleventh, to the nearest cent. */
export const gstInPrice = (amountCents: number): number => Math.round(amountCents / 11);

/**
 * GST a customer can claim, from approved claims: the GST read off the receipt where there is one,
 * else an estimate of 1/11 of the amount for a taxable type (none for a GST-free one such as
 * registration). It counts as backed by a tax invoice only when the receipt was checked as a
 * valid tax invoice; everything else is 'without a valid tax invoice'.
 */
export function gstSplit(claims: readonly GstClaim[]): GstSplit {
  const split: GstSplit = {
    withInvoiceCents: 0,
    withoutInvoiceCents: 0,
    estimatedCents: 0,
    claims: 0,
  };
  for (const claim of claims) {
    const estimated = claim.gstCents === null;
    const gstFree = (GST_FREE_TYPES as readonly string[]).includes(claim.type);
    const gst = claim.gstCents ?? (gstFree ? 0 : gstInPrice(claim.amountCents));
    split.claims += 1;
    if (estimated) split.estimatedCents += gst;
    if (claim.taxInvoice === 'valid') split.withInvoiceCents += gst;
    else split.withoutInvoiceCents += gst;
  }
  return split;
}
