import Dexie, { type EntityTable, type Table } from 'dexie';
import type { User } from '../../contract/auth';
import type { BudgetForecast, VehicleBudget } from '../../contract/budget';
import type { VehicleLogbook } from '../../contract/logbook';
import type { ComingUpItem, VehicleOdometer } from '../../contract/odometer';
import type { FuelCard } from '../../contract/cargo-cards';
import type { Dashboard } from '../../contract/dashboard';
import type { NotificationSettings } from '../../contract/notifications';
import type { ExpenseListRow } from '../../contract/expenses';
import type { PaymentLog } from '../../contract/payments/answers';
import type { BankAccount } from '../../contract/payments/banks';
import type { SavedCard } from '../../contract/payments/cards';
import type { PayoutAccount } from '../../contract/payout';
import type { SubscribedVehicle } from '../../contract/subscribed-vehicles';
import type { SubscriptionLog } from '../../contract/subscriptions';
import type { VehicleListItem } from '../../contract/vehicles';
import {
  clearCurrentCustomerId,
  readCurrentCustomerId,
  writeCurrentCustomerId,
} from './current-customer';
import type { OutboxDraft, OutboxReceipt } from './outbox/types';
import type { UnsavedClaim, UnsavedReceipt } from './unsaved-claim-types';
import { DB_PREFIX } from './db-names';

/**
 * The per-customer local database (DESIGN §5). No React here: the page, the service worker and
 * node tests all open it through this one class, so a store is declared exactly once.
 */

/** A mirrored row keeps the position the server gave it. */
export type MirrorRow<T> = T & { _order: number };

/** 'meta' holds mirror stamps and the outbox's flags (pause, lock lease, upload address). */
export interface MetaRow {
  key: string;
  updatedAt?: number;
  [field: string]: unknown;
}

/** One wizard in progress per vehicle id, or 'new'; its shape belongs to the wizard feature. */
export interface WizardStoreRow {
  key: string;
  draft: unknown;
  updatedAt: number;
}

/** The payout account's one mirror row: never more than its BSB and last 4 digits. */
export const PAYOUT_ROW_ID = 'payout';
export type PayoutRow = PayoutAccount & { id: typeof PAYOUT_ROW_ID };

/** The dashboard mirror's one row: the signed-in customer's figures (read by more than one page). */
export const DASHBOARD_ROW_ID = 'me';

/** The notification settings' one mirror row: the kinds on or off, as the server last said. */
export const NOTIFICATIONS_ROW_ID = 'me';
export type NotificationsRow = NotificationSettings & { id: typeof NOTIFICATIONS_ROW_ID };

/** One per subscribed vehicle: its card, or null when none is assigned. */
export type FuelCardRow = { vehicleId: string; card: FuelCard | null };

/** Schema history. Changing a store means a new entry; old ones stay so upgrades run in order. */
const V1 = {
  meta: 'key',
  profile: 'id',
  dashboard: 'id',
  vehicles: 'id, _order',
  subscribedVehicles: 'id, _order',
  paymentLogs: 'id, _order',
  subscriptionLogs: 'id, _order',
  expenses: 'id, _order',
  fuelCards: 'vehicleId',
  cards: 'id, _order',
  banks: 'id, _order',
  wizard: 'key',
  outbox: 'id, state, createdAt',
  receipts: 'draftId',
} as const;

/** v2: the claim form being typed is kept on the device (fields and receipt bytes apart). */
const V2 = { ...V1, unsavedClaims: 'key', unsavedReceipts: 'key' } as const;
/** v3: budget, odometer, forecast and 'Coming up' mirrors (readable offline after one visit). */
const V3 = {
  ...V2,
  budgets: 'vehicleId',
  odometers: 'vehicleId',
  forecast: 'id',
  comingUp: 'id, _order',
} as const;
/** v4: each vehicle's ATO logbook (periods and trips), readable offline after one visit; the
 * payout account as screens show it (BSB and last 4; one row, PAYOUT_ROW_ID). */
const V4 = { ...V3, logbooks: 'vehicleId', payout: 'id' } as const;
/** v5: the notification settings last seen (one row, NOTIFICATIONS_ROW_ID), shown read-only offline. */
export const STORES = { ...V4, notifications: 'id' } as const;
export const DB_VERSION = 5;

export type StoreName = keyof typeof STORES;

/** Stores that mirror what the server last told this customer. */
export const MIRROR_STORES = [
  'profile',
  'dashboard',
  'vehicles',
  'subscribedVehicles',
  'paymentLogs',
  'subscriptionLogs',
  'expenses',
  'fuelCards',
  'cards',
  'banks',
  'budgets',
  'odometers',
  'forecast',
  'comingUp',
  'logbooks',
  'payout',
  'notifications',
] as const satisfies readonly StoreName[];
export type MirrorName = (typeof MIRROR_STORES)[number];

/**
 * Each mirror's row as the server sends it (the contract's shapes), declared once: the tables
 * below, `mirrorTable(db, name)` and `useMirrorList(name)` take their row type from the name.
 * A mirror missing here does not compile.
 */
export interface MirrorRows {
  profile: User;
  dashboard: Dashboard & { id: string };
  vehicles: VehicleListItem;
  subscribedVehicles: SubscribedVehicle;
  paymentLogs: PaymentLog;
  subscriptionLogs: SubscriptionLog;
  expenses: ExpenseListRow;
  fuelCards: FuelCardRow;
  cards: SavedCard;
  banks: BankAccount;
  budgets: VehicleBudget;
  odometers: VehicleOdometer;
  forecast: BudgetForecast & { id: string };
  comingUp: ComingUpItem & { id: string };
  logbooks: VehicleLogbook;
  payout: PayoutRow;
  notifications: NotificationsRow;
}

/** A mirror's table: its rows in the server's order, keyed by their id (a string). */
export type MirrorTable<N extends MirrorName> = Table<MirrorRow<MirrorRows[N]>, string>;
/** Every mirror's table by name: `CustomerDb` declares them all. */
export type MirrorTables = { [N in MirrorName]: MirrorTable<N> };

/**
 * What a revoked session or another customer must not read: every mirror, the wizard (names and
 * phone numbers) and the mirror stamps. The outbox, its receipts and the unsaved claim stay: they
 * are the customer's own unsent work, sent or restored once that customer signs in again.
 */
/**
 * The 'meta' key of the start's validator tag (mirrors/check.ts): it vouches for the mirrors, so
 * it goes with them.
 */
export const MIRRORS_TAG_KEY = 'mirrors';

export const PRIVATE_STORES = [...MIRROR_STORES, 'wizard'] as const satisfies readonly StoreName[];

export const customerDbName = (customerId: string): string => `${DB_PREFIX}${customerId}`;

export class CustomerDb extends Dexie implements MirrorTables {
  readonly customerId: string;
  meta!: EntityTable<MetaRow, 'key'>;
  profile!: MirrorTable<'profile'>;
  dashboard!: MirrorTable<'dashboard'>;
  vehicles!: MirrorTable<'vehicles'>;
  subscribedVehicles!: MirrorTable<'subscribedVehicles'>;
  paymentLogs!: MirrorTable<'paymentLogs'>;
  subscriptionLogs!: MirrorTable<'subscriptionLogs'>;
  expenses!: MirrorTable<'expenses'>;
  fuelCards!: MirrorTable<'fuelCards'>;
  cards!: MirrorTable<'cards'>;
  banks!: MirrorTable<'banks'>;
  wizard!: EntityTable<WizardStoreRow, 'key'>;
  // A plain Table: EntityTable's insert type Omits the key over the union, which keeps only the
  // fields every kind shares and would lose each kind's own.
  outbox!: Table<OutboxDraft, string>;
  receipts!: EntityTable<OutboxReceipt, 'draftId'>;
  unsavedClaims!: EntityTable<UnsavedClaim, 'key'>;
  unsavedReceipts!: EntityTable<UnsavedReceipt, 'key'>;
  budgets!: MirrorTable<'budgets'>;
  odometers!: MirrorTable<'odometers'>;
  forecast!: MirrorTable<'forecast'>;
  comingUp!: MirrorTable<'comingUp'>;
  logbooks!: MirrorTable<'logbooks'>;
  payout!: MirrorTable<'payout'>;
  notifications!: MirrorTable<'notifications'>;

  /** `name` is for tests that want a database of their own; the portal always derives it. */
  constructor(customerId: string, name: string = customerDbName(customerId)) {
    super(name);
    this.customerId = customerId;
    this.version(1).stores(V1);
    this.version(2).stores(V2);
    this.version(3).stores(V3);
    this.version(4).stores(V4);
    this.version(DB_VERSION).stores(STORES);
  }
}

let current: CustomerDb | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Told whenever the current database changes (the React hook subscribes here). */
export function subscribeCustomerDb(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens (or keeps) the database of this customer and makes it the current one. Any other
 * customer's database is closed, never read again in this page.
 */
export async function openCustomerDb(customerId: string): Promise<CustomerDb> {
  if (!customerId) throw new Error('A customer id is required to open the local database');
  if (current?.customerId !== customerId) {
    current?.close();
    const db = new CustomerDb(customerId);
    await db.open();
    current = db;
    notify();
  }
  await writeCurrentCustomerId(customerId);
  return current;
}

/** The signed-in customer's database; throws when nobody is signed in. */
export function getCustomerDb(): CustomerDb {
  if (!current) throw new Error('No customer database is open: nobody is signed in');
  return current;
}

export function peekCustomerDb(): CustomerDb | null {
  return current;
}

/** Closes the current database without deleting it (session expired: drafts must survive). */
export function closeCustomerDb(): void {
  if (!current) return;
  current.close();
  current = null;
  notify();
}

/** Sign-out: deletes everything this customer kept on this device. */
export async function clearCustomerData(customerId: string): Promise<void> {
  if (current?.customerId === customerId) closeCustomerDb();
  await Dexie.delete(customerDbName(customerId));
  if ((await readCurrentCustomerId()) === customerId) await clearCurrentCustomerId();
}

/** Empties what nobody but a signed-in customer may read; the unsent work stays (see above). */
export async function clearPrivateStores(db: CustomerDb): Promise<void> {
  const tables = PRIVATE_STORES.map((name) => db[name]);
  await db.transaction('rw', [...tables, db.meta], async () => {
    await Promise.all(tables.map((table) => table.clear()));
    // Mirror stamps would say 'Last updated' over empty lists; the outbox's own keys stay.
    await db.meta
      .where('key')
      .anyOf([...MIRROR_STORES, MIRRORS_TAG_KEY])
      .delete();
    await db.meta.filter((row) => row.key.startsWith('fuelCards:')).delete();
  });
}

/**
 * The same, for a customer whose database this page has not opened (yet): a 401 can arrive while
 * the start-up is still opening it, and what that customer saw must go all the same.
 */
export async function clearPrivateStoresOf(customerId: string): Promise<void> {
  if (!(await Dexie.exists(customerDbName(customerId)))) return;
  const db = new CustomerDb(customerId);
  try {
    await db.open();
    await clearPrivateStores(db);
  } finally {
    db.close();
  }
}

/** Whether this customer still has claims that were never sent (or a claim form half typed). */
async function holdsUnsentWork(db: CustomerDb): Promise<boolean> {
  const [drafts, forms] = await Promise.all([
    db.outbox.filter((draft) => draft.state !== 'sent').count(),
    db.unsavedClaims.count(),
  ]);
  return drafts > 0 || forms > 0;
}

/** Every customer with a database on this device (not the shared session and outbox ones). */
async function customersOnDevice(): Promise<string[]> {
  return (await Dexie.getDatabaseNames())
    .filter((name) => name.startsWith(DB_PREFIX))
    .map((name) => name.slice(DB_PREFIX.length))
    .filter((customerId) => customerId !== 'session' && customerId !== 'outbox');
}

/**
 * Nobody is signed in on this device: no customer's mirrors stay readable. This also finishes an
 * expiry whose page was closed (or reloaded) before it had emptied them.
 */
export async function clearEveryonesPrivateStores(): Promise<void> {
  for (const customerId of await customersOnDevice()) await clearPrivateStoresOf(customerId);
}

/**
 * Another customer signs in on this device: whatever earlier customers kept is deleted, except
 * their unsent claims (kept, mirrors emptied) which go out when they sign in again.
 */
export async function forgetOtherCustomers(keepCustomerId: string): Promise<void> {
  for (const customerId of await customersOnDevice()) {
    if (customerId === keepCustomerId) continue;
    const name = customerDbName(customerId);
    const db = new CustomerDb(customerId);
    try {
      await db.open();
      if (await holdsUnsentWork(db)) {
        await clearPrivateStores(db);
        db.close();
      } else {
        db.close();
        await Dexie.delete(name);
      }
    } finally {
      db.close();
    }
  }
}
