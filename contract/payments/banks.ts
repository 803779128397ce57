import { z } from 'zod/mini';
import { bsb, id, requiredEmail, requiredText } from '../common';
import { refuseCardNumbers } from './card-number-scan';
import { paymentMethodId } from './methods';

/* ------------------------------------------------------------------------------------------------
 * Banks (SPEC §3 Bank account, Bank payment detail / bank form).
 * ---------------------------------------------------------------------------------------------- */

export const accountLast4 = z
  .string({ error: 'Account number is required' })
  .check(z.trim(), z.regex(/^\d{4}$/, 'Account number must be the last 4 digits only'));

export const bankAccount = z.object({
  id: z.string(),
  isDefault: z.boolean(),
  accountNumber: z.string(),
  fullName: z.string(),
  bSB: z.string(),
  paymentMethodId: z.string(),
  /** The email given with the debit agreement; paying again with this account reuses it. */
  email: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccounts = z.array(bankAccount);

const bankFormFields = z.object({
  paymentMethodId,
  vehicleId: z.optional(id),
  bSB: bsb,
  accountNumber: accountLast4,
  fullName: requiredText('Name on bank', 100),
  ac_holder_name: requiredText('Account holder name', 100),
  email: requiredEmail,
  isDefault: z._default(z.boolean(), true),
  /** 'Save bank for future use?': off keeps the account only for this vehicle's renewals. */
  isBankSave: z._default(z.boolean(), true),
});

/** The bank form's own fields; the BSB and account number are the provider's secure fields. */
export const bankHolderForm = z.pick(bankFormFields, {
  ac_holder_name: true,
  email: true,
  isBankSave: true,
});

/** POST /api/user/bank/add */
export const bankForm = refuseCardNumbers(bankFormFields);
export type BankForm = z.infer<typeof bankFormFields>;
export type BankFormInput = z.input<typeof bankFormFields>;

/** POST /api/bank/payment: save the bank payment detail and pay for the vehicle. */
export const bankPaymentDetail = refuseCardNumbers(z.extend(bankFormFields, { vehicleId: id }));
