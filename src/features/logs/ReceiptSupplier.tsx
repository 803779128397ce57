import { formatAbn } from '../../../contract/abn';
import type { Supplier } from '../../../contract/invoices';

/** The seller's name, ABN and address at the top of a tax invoice. */
export function ReceiptSupplier({ supplier }: { supplier: Supplier | null }) {
  if (supplier) {
    return (
      <address className="receipt__supplier" aria-label="Supplier">
        <strong>{supplier.name}</strong>
        <span>ABN {formatAbn(supplier.abn)}</span>
        <span>{supplier.address}</span>
      </address>
    );
  }
  // The seller's lines hold their place on a first visit, until they are fetched.
  return (
    <div className="receipt__supplier receipt__supplier--loading" aria-hidden="true">
      <strong>Supplier</strong>
      <span>ABN</span>
      <span>Address</span>
    </div>
  );
}
