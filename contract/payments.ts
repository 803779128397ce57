import { z } from 'zod';
import { bsb, id, requiredEmail, requiredText } from './common';
import { accountNumber } from './expenses';
import { vehicleLabel } from './vehicle-label';

/* ------------------------------------------------------------------------------------------------
 * Full card numbers must never be accepted or stored (DESIGN §4). Every payment payload is checked
 * for a 13–19 digit Luhn-valid number in any of its free-text fields, written plainly or grouped
 * by spaces or dashes, so a number pasted into the wrong box is refused as well.
 * ---------------------------------------------------------------------------------------------- */

export const FULL_CARD_NUMBER_MESSAGE =
  'Full card numbers are not accepted: send the last 4 digits';

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Digits, optionally grouped by single spaces or dashes, at least 13 of them.
const DIGIT_RUN = /\d(?:[ -]?\d){12,}/g;

/** Digit values after Luhn's doubling: 0→0, 1→2, … 5→1, … 9→9. */
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

/**
 * Whether any 13–19 digit window of `digits` is Luhn-valid, in time linear in its length: prefix
 * sums by index parity give each window's checksum in constant time (checking each window from
 * scratch took seconds on a 900 KB run of digits).
 */
function hasLuhnWindow(digits: string): boolean {
  const n = digits.length;
  // plain[p][i] / doubled[p][i]: the digits (or their doubled values) at indexes < i of parity p.
  const plain = [new Int32Array(n + 1), new Int32Array(n + 1)] as const;
  const doubled = [new Int32Array(n + 1), new Int32Array(n + 1)] as const;
  for (let i = 0; i < n; i += 1) {
    const d = digits.charCodeAt(i) - 48;
    const parity = i % 2;
    for (const p of [0, 1] as const) {
      plain[p][i + 1] = plain[p][i]! + (p === parity ? d : 0);
      doubled[p][i + 1] = doubled[p][i]! + (p === parity ? DOUBLED[d]! : 0);
    }
  }
  for (let last = 12; last < n; last += 1) {
    // Counting from the window's last digit, every second digit is doubled: those whose index
    // has the other parity.
    const same = last % 2;
    const other = 1 - same;
    for (let length = 13; length <= 19 && last - length + 1 >= 0; length += 1) {
      const first = last - length + 1;
      const sum =
        plain[same]![last + 1]! -
        plain[same]![first]! +
        doubled[other]![last + 1]! -
        doubled[other]![first]!;
      if (sum % 10 === 0) return true;
    }
  }
  return false;
}

/** True when the text holds a 13–19 digit Luhn-valid number anywhere inside it. */
export function containsCardNumber(text: string): boolean {
  // Ids are checked by their own format; a UUID's digit groups are not a card number.
  if (UUID_PATTERN.test(text.trim())) return false;
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (hasLuhnWindow(match[0].replace(/\D/g, ''))) return true;
  }
  return false;
}

/** Nodes a scan visits at most: every payment form is flat, a body with more is not a form. */
const SCAN_BUDGET = 500;
export const TOO_MANY_FIELDS_MESSAGE = 'The request has too many fields';

type Scan = { found: (string | number)[] } | { tooBig: true } | null;

/**
 * Looks for a full card number in every string of `value`, walking without recursion and
 * building a path only for the field it reports; it gives up (`tooBig`) past SCAN_BUDGET nodes,
 * so a deeply nested or huge structure costs no more than a small one.
 */
function scanForCardNumber(value: unknown, path: (string | number)[]): Scan {
  type Node = { value: unknown; key: string | number | null; parent: Node | null };
  const pathOf = (node: Node): (string | number)[] => {
    const keys: (string | number)[] = [];
    for (let at: Node | null = node; at && at.key !== null; at = at.parent) keys.push(at.key);
    return [...path, ...keys.reverse()];
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  for (let visited = 1; stack.length; visited += 1) {
    if (visited > SCAN_BUDGET) return { tooBig: true };
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (containsCardNumber(node.value)) return { found: pathOf(node) };
    } else if (Array.isArray(node.value)) {
      if (node.value.length > SCAN_BUDGET) return { tooBig: true };
      for (let i = node.value.length - 1; i >= 0; i -= 1)
        stack.push({ value: node.value[i], key: i, parent: node });
    } else if (node.value && typeof node.value === 'object') {
      const entries = Object.entries(node.value);
      if (entries.length > SCAN_BUDGET) return { tooBig: true };
      for (let i = entries.length - 1; i >= 0; i -= 1)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: node });
    }
  }
  return null;
}

/** The path of the first string field (at any depth) that holds a full card number. */
export function findCardNumber(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  const scan = scanForCardNumber(value, path);
  if (!scan) return null;
  return 'found' in scan ? scan.found : path;
}

/**
 * Wraps an object schema so a full card number in any field, known or not, refuses it all.
 * The known fields are scanned only once every one of them has passed its own rules, so each
 * string scanned is bounded by its schema. The fields the schema does not know (validation drops
 * them) are walked before, within a fixed budget: a body nested or spread past it is refused as
 * not a form, unread. (Walking the whole raw body first, copying the path at every node, let one
 * 239 KB body hold the server for seconds.)
 */
export function refuseCardNumbers<T extends z.ZodObject>(schema: T) {
  const known = new Set(Object.keys(schema.shape));
  return z.preprocess(
    (value, ctx) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const unknown = Object.entries(value).filter(([key]) => !known.has(key));
      const scan = scanForCardNumber(Object.fromEntries(unknown), []);
      if (scan && 'tooBig' in scan) {
        ctx.issues.push({
          code: 'custom',
          path: [],
          message: TOO_MANY_FIELDS_MESSAGE,
          input: value,
        });
      } else if (scan) {
        ctx.issues.push({
          code: 'custom',
          path: scan.found,
          message: FULL_CARD_NUMBER_MESSAGE,
          input: value,
        });
      }
      return value;
    },
    schema.superRefine(
      (parsed, ctx) => {
        const path = findCardNumber(parsed);
        if (path) ctx.addIssue({ code: 'custom', path, message: FULL_CARD_NUMBER_MESSAGE });
      },
      { when: (payload) => payload.issues.length === 0 },
    ),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Field rules shared by the forms and the server.
 * ---------------------------------------------------------------------------------------------- */

export const CARD_TYPE = 'CREDITCARD' as const;
/** SPEC §9: card expiry years are the current year plus the next 6. */
export const EXPIRY_YEAR_SPAN = 7;

export const expiryYears = (now: Date = new Date()): number[] =>
  Array.from({ length: EXPIRY_YEAR_SPAN }, (_, i) => now.getFullYear() + i);
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** MM/YY, as the saved card shows its expiry. */
export const formatExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** XXXX XXXX XXXX 4242: only the last 4 digits are ever known. */
export const maskCardNumber = (last4: string): string => `XXXX XXXX XXXX ${last4}`;
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  discover: 'Discover',
  diners: 'Diners',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa •••• 4242', 'Bank account •••• 3456': a saved method named in a sentence or a button. */
export function methodLabel(method: { kind: PaymentMethodKind; brand: string; last4: string }) {
  if (method.kind === 'bank') return `Bank account •••• ${method.last4}`;
  const brand = BRAND_NAMES[method.brand.toLowerCase()] ?? (method.brand || 'Card');
  return `${brand} •••• ${method.last4}`;
}

export const cardLast4 = z
  .string({ error: 'Card number is required' })
  .trim()
  .regex(/^\d{4}$/, 'Card number must be the last 4 digits only');

export const accountLast4 = z
  .string({ error: 'Account number is required' })
  .trim()
  .regex(/^\d{4}$/, 'Account number must be the last 4 digits only');

/** The provider's payment-method id (pm_…): the only handle on a card or account we keep. */
export const paymentMethodId = z
  .string({ error: 'Payment method is required' })
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'Not a valid payment method');

export const expiryMonth = z
  .number({ error: 'Expiry month is required' })
  .int('Expiry month is invalid')
  .min(1, 'Expiry month is invalid')
  .max(12, 'Expiry month is invalid');

export const expiryYear = z
  .number({ error: 'Expiry year is required' })
  .int('Expiry year is invalid')
  .min(2000, 'Expiry year is invalid')
  .max(2100, 'Expiry year is invalid');

/** A card is good through the last day of its expiry month. */
export const isExpired = (month: number, year: number, now: Date = new Date()): boolean =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);

/* ------------------------------------------------------------------------------------------------
 * The card and bank fields as typed in the browser, in sandbox mode (Stripe's own elements check
 * themselves). They never leave it: only a payment-method id, the last 4 digits, the expiry and
 * the BSB are sent.
 * ---------------------------------------------------------------------------------------------- */

/** SPEC §5: the card fields are flagged when empty; Stripe's elements use the same words. */
export const CARD_ENTRY_MESSAGES = {
  numberRequired: 'Card number is required',
  expiryRequired: 'Expiry date is required',
  cvcRequired: 'Security code is required',
  cvcDigits: 'Security code must be 3 digits',
  expired: 'Your card has expired.',
} as const;

/** Number and CVC as their digits, the expiry as its two selects hold it ('' before a choice). */
export const cardEntry = z
  .object({
    number: z.string().min(1, CARD_ENTRY_MESSAGES.numberRequired),
    expiryMonth: z.string(),
    expiryYear: z.string(),
    cvc: z
      .string()
      .min(1, CARD_ENTRY_MESSAGES.cvcRequired)
      .regex(/^\d{3}$/, CARD_ENTRY_MESSAGES.cvcDigits),
  })
  .superRefine(({ expiryMonth, expiryYear }, ctx) => {
    const message =
      !expiryMonth || !expiryYear
        ? CARD_ENTRY_MESSAGES.expiryRequired
        : isExpired(Number(expiryMonth), Number(expiryYear))
          ? CARD_ENTRY_MESSAGES.expired
          : null;
    // One date in two selects: both are flagged (the form words it once).
    if (message) {
      for (const path of ['expiryMonth', 'expiryYear']) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    }
  });
export type CardEntry = z.input<typeof cardEntry>;

export const BANK_REQUIRED = 'Bank account details are required';

/**
 * The BSB and the full account number: both empty is one message for the pair; otherwise the
 * BSB rule every form and route applies, and the claim form's account number rule.
 */
export const bankEntry = z
  .object({ bSB: z.string(), accountNumber: z.string() })
  .superRefine((value, ctx) => {
    if (value.bSB || value.accountNumber) return;
    for (const path of ['bSB', 'accountNumber']) {
      ctx.addIssue({ code: 'custom', path: [path], message: BANK_REQUIRED });
    }
  })
  .pipe(z.object({ bSB: bsb, accountNumber }));
export type BankEntry = z.input<typeof bankEntry>;

/* ------------------------------------------------------------------------------------------------
 * Cards (SPEC §3 Saved card, New card payload).
 * ---------------------------------------------------------------------------------------------- */

export const savedCard = z.object({
  id: z.string(),
  cardNumber: z.string(),
  cardHolderName: z.string(),
  cardExpiryMonth: z.number().int(),
  cardExpiryYear: z.number().int(),
  isCardDefault: z.boolean(),
  brand: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const savedCards = z.array(savedCard);

const newCardFields = z.object({
  cardHolderName: requiredText("Card holder's name", 100),
  cardNumber: cardLast4,
  cardExpiryMonth: expiryMonth,
  cardExpiryYear: expiryYear,
  paymentMethodId,
  cardType: z.literal(CARD_TYPE).default(CARD_TYPE),
  isCardSave: z.boolean().default(true),
  isDefault: z.boolean().default(false),
  vehicleId: id.optional(),
});

const notExpired = (v: { cardExpiryMonth: number; cardExpiryYear: number }) =>
  !isExpired(v.cardExpiryMonth, v.cardExpiryYear);
const EXPIRED = { message: 'The card has expired', path: ['cardExpiryYear'] };

/**
 * The card form's own fields. The number, expiry and CVV are the provider's secure fields, which
 * check themselves and hand over only a token.
 */
export const cardHolderForm = newCardFields.pick({ cardHolderName: true, isCardSave: true });
export type CardHolderForm = z.infer<typeof cardHolderForm>;

/** POST /api/customer/card: save a card. */
export const newCardPayload = refuseCardNumbers(newCardFields.refine(notExpired, EXPIRED));
export type NewCardInput = z.input<typeof newCardFields>;

/** POST /api/customer/card/payment: save the card (if asked) and pay for the vehicle. */
export const cardPaymentPayload = refuseCardNumbers(
  newCardFields.extend({ vehicleId: id }).refine(notExpired, EXPIRED),
);

/** POST /api/customer/card/pay: pay with a saved card. */
export const payWithSavedCard = refuseCardNumbers(z.object({ vehicleId: id, id }));

/** PUT /api/customer/card/default, POST /api/user/bank/default. */
export const defaultRequest = refuseCardNumbers(z.object({ id }));

/* ------------------------------------------------------------------------------------------------
 * Banks (SPEC §3 Bank account, Bank payment detail / bank form).
 * ---------------------------------------------------------------------------------------------- */

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
  vehicleId: id.optional(),
  bSB: bsb,
  accountNumber: accountLast4,
  fullName: requiredText('Name on bank', 100),
  ac_holder_name: requiredText('Account holder name', 100),
  email: requiredEmail,
  isDefault: z.boolean().default(true),
  /** 'Save bank for future use?': off keeps the account only for this vehicle's renewals. */
  isBankSave: z.boolean().default(true),
});

/** The bank form's own fields; the BSB and account number are the provider's secure fields. */
export const bankHolderForm = bankFormFields.pick({
  ac_holder_name: true,
  email: true,
  isBankSave: true,
});
export type BankHolderForm = z.infer<typeof bankHolderForm>;

/** POST /api/user/bank/add */
export const bankForm = refuseCardNumbers(bankFormFields);
export type BankForm = z.infer<typeof bankFormFields>;
export type BankFormInput = z.input<typeof bankFormFields>;

/** POST /api/bank/payment: save the bank payment detail and pay for the vehicle. */
export const bankPaymentDetail = refuseCardNumbers(bankFormFields.extend({ vehicleId: id }));

/* ------------------------------------------------------------------------------------------------
 * Payments: results, logs, provider key and payment intents.
 * ---------------------------------------------------------------------------------------------- */

export const PAYMENT_METHOD_KINDS = ['card', 'bank'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** 'succeeded' is success (SPEC §4); 'processing' while a direct debit settles. */
export const PAYMENT_SUCCEEDED = 'succeeded';
export const PAYMENT_PROCESSING = 'processing';

export type PaymentBadge = 'SUCCESS' | 'FAILURE' | 'PROCESSING';
export const paymentBadge = (status: string): PaymentBadge =>
  status === PAYMENT_SUCCEEDED
    ? 'SUCCESS'
    : status === PAYMENT_PROCESSING || status === 'pending'
      ? 'PROCESSING'
      : 'FAILURE';

/** One row of POST /api/customer/payments/logs; amounts in dollars. */
export const paymentLog = z.object({
  id: z.string(),
  vehicleId: z.string(),
  amount: z.number(),
  baseAmount: z.number(),
  surcharge: z.number(),
  status: z.string(),
  createdOn: z.string(),
  invoiceUrl: z.string(),
  invoiceNumber: z.string(),
  vehicleMasterDetails: vehicleLabel,
  totalCount: z.number().int(),
  method: z.enum(PAYMENT_METHOD_KINDS),
  last4: z.string(),
  failureMessage: z.string(),
});
export type PaymentLog = z.infer<typeof paymentLog>;
export const paymentLogs = z.array(paymentLog);

/** The receipt page a payment's invoiceUrl points at. */
export const receiptPath = (paymentId: string): string => `/portal/payment/${paymentId}/receipt`;

/** Prices in Australia include GST at 10%: the GST share of an amount is 1/11 of it. */
export const gstIncluded = (amountCents: number): number => Math.round(amountCents / 11);

/** Surcharge on a card payment (its own line), rounded to the cent. */
export const surchargeCents = (baseCents: number, rate: number): number =>
  Math.round(baseCents * rate);

/** What a pay call answers: the payment it made and where it stands. */
export const paymentResult = z.object({
  paymentId: z.string(),
  subscriptionId: z.string(),
  status: z.string(),
  amount: z.number(),
  baseAmount: z.number(),
  surcharge: z.number(),
  invoiceUrl: z.string(),
  /** When the plan this payment started or renewed charges next (ISO), for the success sheet. */
  nextChargeOn: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

/** GET /api/{provider}/token/key: which provider is live, its public key, and what the payment
 * screens need to show before paying. */
export const PROVIDERS = ['stripe', 'sandbox'] as const;
export type ProviderName = (typeof PROVIDERS)[number];
export const tokenKeyParams = z.object({ provider: z.enum(PROVIDERS) });
export const tokenKeyResponse = z.object({
  provider: z.enum(PROVIDERS),
  publishableKey: z.string(),
  surchargeRate: z.number(),
  supportEmail: z.string(),
});
export type TokenKeyResponse = z.infer<typeof tokenKeyResponse>;

/** POST /api/create/payment/intent: the amount to pay for a vehicle by a method, as an intent. */
export const paymentIntentRequest = refuseCardNumbers(
  z.object({
    vehicleId: id,
    method: z.enum(PAYMENT_METHOD_KINDS).default('card'),
  }),
);

export const paymentIntentResponse = z.object({
  id: z.string(),
  /** Always empty: a quote creates nothing at the provider (payments are made server-side). */
  clientSecret: z.string(),
  provider: z.enum(PROVIDERS),
  method: z.enum(PAYMENT_METHOD_KINDS),
  currency: z.literal('aud'),
  amount: z.number(),
  baseAmount: z.number(),
  surcharge: z.number(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

/**
 * POST /api/customer/payment/retry ('Fix payment' on the dashboard and the payments log): charge
 * a vehicle whose plan is pending or whose payment failed, with methodId (a saved card or bank)
 * or else the default card, then the default bank. Honours Idempotency-Key. Answers paymentResult.
 */
export const paymentRetryRequest = refuseCardNumbers(
  z.object({ vehicleId: id, methodId: id.optional() }),
);
