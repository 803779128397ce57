import { isoToDisplayDate } from '../../../contract/expenses';
import type { ReceiptReading } from '../../../contract/receipt-reading';
import { formatMoney } from '../../../src/lib/format';
import { FILL_FROM, SURE_FROM } from '../../../src/features/expenses/receipt-reading/lines';
import type { PanelReading } from '../score';

/**
 * What the claim form's panel would list for a reading (ReceiptReadingPanel): each value sure
 * enough to show, as it prints it, with 'check this' where it is not sure.
 */
export function panelOf(reading: ReceiptReading): PanelReading {
  const panel: PanelReading = {};
  const show = <T>(
    name: keyof PanelReading,
    field: { value: T | null; confidence: number },
    text: (v: T) => string,
  ) => {
    if (field.value === null || field.confidence < FILL_FROM) return;
    panel[name] = { value: text(field.value), check: field.confidence < SURE_FROM };
  };
  show('total', reading.total, (cents) => formatMoney(cents / 100));
  show('date', reading.date, isoToDisplayDate);
  show('supplier', reading.supplier, String);
  return panel;
}
