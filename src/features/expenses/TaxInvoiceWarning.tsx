import { taxInvoiceCheck, taxInvoiceWarning } from '../../../contract/receipt-reading';
import type { PhotoRead } from './receipt-reading/ocr';

/**
 * What the reading says is missing for a tax invoice, checked against the amount as it now
 * stands in the form (the driver may have corrected the total read).
 */
export function TaxInvoiceWarning({
  read,
  amount,
}: {
  read: PhotoRead | null;
  amount: number | null;
}) {
  const warning = read
    ? taxInvoiceWarning(
        taxInvoiceCheck({ ...read.facts, totalCents: amount ? Math.round(amount * 100) : null }),
      )
    : null;
  if (!warning) return null;
  return (
    <p className="receipt-reading__warning" role="status">
      {warning}
    </p>
  );
}
