import type { PaymentResult } from '../../../contract/payments/answers';
import { methodLabel } from '../../../contract/payments/labels';
import type { PaymentMethodKind } from '../../../contract/payments/methods';
import type { PaymentIntentResponse } from '../../../contract/payments/quotes';
import { listBanks } from '../../api/banks';
import { listCards } from '../../api/cards';
import type { MirrorRows } from '../../offline/db';
import type { Listed } from '../../offline/mirrors/store';
import { payWithSavedCard, saveBankAndPay, setDefaultBank, setDefaultCard } from './api';
import { bankLabel, cardLabel } from './PaymentMethodVisuals';

/**
 * A kind of saved method as the payment screens show it: its mirror, how a row is named, and
 * what its saved list page and its tab of the vehicle payment page say (SPEC §2).
 */
export type MethodMirror = 'cards' | 'banks';

/** The rows a kind's mirror holds: saved cards, or saved banks. */
export type MethodRow<M extends MethodMirror> = MirrorRows[M];

export type SavedMethods<M extends MethodMirror, Row extends MethodRow<M> = MethodRow<M>> = {
  kind: PaymentMethodKind;
  mirror: M;
  list: (etag: string | null) => Promise<Listed<Row>>;
  setDefault: (id: string) => Promise<unknown>;
  /** Pays for a vehicle with a saved row. */
  pay: (vehicleId: string, row: Row) => Promise<PaymentResult>;
  isDefault: (row: Row) => boolean;
  /** The row in a list: 'VISA XXXX XXXX XXXX 4242 · 12/30'. */
  line: (row: Row) => string;
  /** The method in a sentence or a button: 'Visa •••• 4242'. */
  name: (row: Row) => string;
  /** While the list loads, on either screen. */
  loading: string;
  /** The saved list page: its title, the list's name for a screen reader, the add tile. */
  page: { title: string; listLabel: string; add: string; addPath: string };
  /** The vehicle payment page's tab. */
  panel: {
    /** A line like the ones listed, laid out while the list loads. */
    sample: string;
    none: string;
    legend: string;
    /** 'Pay $510.00 with Visa •••• 4242', 'Pay $500.00 by direct debit from Bank account •••• 3456'. */
    payBy: string;
    /** What this kind pays, from the quote: the card total carries the surcharge. */
    amount: (intent: PaymentIntentResponse) => number;
    newMethod: string;
    manage: string;
    managePath: string;
  };
};

export const SAVED_CARDS: SavedMethods<'cards'> = {
  kind: 'card',
  mirror: 'cards',
  list: listCards,
  setDefault: setDefaultCard,
  pay: (vehicleId, card) => payWithSavedCard(vehicleId, card.id),
  isDefault: (card) => card.isCardDefault,
  line: cardLabel,
  name: (card) => methodLabel({ kind: 'card', brand: card.brand, last4: card.cardNumber }),
  loading: 'Loading your cards…',
  page: { title: 'Cards', listLabel: 'Saved cards', add: '+ Add New Card', addPath: '/card/new' },
  panel: {
    sample: 'VISA XXXX XXXX XXXX 0000 · 00/00',
    none: 'You have no saved card yet.',
    legend: 'Pay with a saved card',
    payBy: 'with',
    amount: (intent) => intent.amount,
    newMethod: 'Pay with a new card',
    manage: 'Manage cards',
    managePath: '/cards',
  },
};

export const SAVED_BANKS: SavedMethods<'banks'> = {
  kind: 'bank',
  mirror: 'banks',
  list: listBanks,
  setDefault: setDefaultBank,
  // The account's saved details, and its debit agreement's email, make the payment again.
  pay: (vehicleId, bank) =>
    saveBankAndPay({
      vehicleId,
      paymentMethodId: bank.paymentMethodId,
      bSB: bank.bSB,
      accountNumber: bank.accountNumber,
      fullName: bank.fullName,
      ac_holder_name: bank.fullName,
      email: bank.email,
      isDefault: bank.isDefault,
      isBankSave: true,
    }),
  isDefault: (bank) => bank.isDefault,
  line: bankLabel,
  name: (bank) => methodLabel({ kind: 'bank', brand: '', last4: bank.accountNumber }),
  loading: 'Loading your bank accounts…',
  page: { title: 'Banks', listLabel: 'Saved banks', add: '+ Add New Bank', addPath: '/bank/new' },
  panel: {
    sample: 'Xxxxxx Xxxxxx · BSB 000-000 · XXXXX0000',
    none: 'You have no saved bank account yet.',
    legend: 'Pay from a saved bank account',
    payBy: 'by direct debit from',
    amount: (intent) => intent.baseAmount,
    newMethod: 'Pay from a new bank account',
    manage: 'Manage banks',
    managePath: '/banks',
  },
};

/** The default first: it is the primary choice (SPEC §2). */
export const defaultFirst = <M extends MethodMirror, Row extends MethodRow<M>>(
  methods: SavedMethods<M>,
  rows: readonly Row[],
): Row[] => [...rows].sort((a, b) => Number(methods.isDefault(b)) - Number(methods.isDefault(a)));
