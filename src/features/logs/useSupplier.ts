import { useEffect, useState } from 'react';
import { supplier as supplierSchema, type Supplier } from '../../../contract/invoices';
import { api } from '../../lib/api';

const KEY = 'cargo:invoice-supplier';

function kept(): Supplier | null {
  try {
    const parsed = supplierSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The seller printed on tax invoices. Kept on the device after the first answer, so a receipt
 * opened offline from the mirror is still a complete tax invoice.
 */
export function useSupplier(): Supplier | null {
  const [value, setValue] = useState<Supplier | null>(kept);
  useEffect(() => {
    let live = true;
    api
      .get('/api/customer/invoice/supplier', supplierSchema, { toastError: false })
      .then((fresh) => {
        localStorage.setItem(KEY, JSON.stringify(fresh));
        if (live) setValue(fresh);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return value;
}
