/**
 * The claim form as the customer left it, kept on the device so a session that ends or a page
 * that reloads loses nothing (issue 11 item 20). Keyed by 'new' or the draft id being fixed.
 * The field values are the form's own (any JSON-able shape), the receipt bytes live apart so a
 * keystroke never rewrites them.
 */
export interface UnsavedClaim {
  key: string;
  values: unknown;
  updatedAt: number;
}

export interface UnsavedReceipt {
  key: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
}
