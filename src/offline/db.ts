import Dexie from 'dexie';
import { useSyncExternalStore } from 'react';
import {
  clearCurrentCustomerId,
  readCurrentCustomerId,
  writeCurrentCustomerId,
} from './currentCustomer';

/**
 * Every store of the per-customer database, declared once for all features (BRIEF).
 * Mirror rows carry `_order`, the server's order. Changing a store means a new version below.
 */
export const STORES = {
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

export type StoreName = keyof typeof STORES;

export const customerDbName = (customerId: string): string => `cargo-${customerId}`;

export class CustomerDb extends Dexie {
  readonly customerId: string;

  constructor(customerId: string) {
    super(customerDbName(customerId));
    this.customerId = customerId;
    this.version(1).stores(STORES);
  }
}

let current: CustomerDb | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React access to the current customer's database (re-renders when the customer changes). */
export function useCustomerDb(): CustomerDb {
  const db = useSyncExternalStore(subscribe, peekCustomerDb, peekCustomerDb);
  if (!db) throw new Error('No customer database is open: nobody is signed in');
  return db;
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

/** Asks the browser not to evict our data under storage pressure (drafts live only here). */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
