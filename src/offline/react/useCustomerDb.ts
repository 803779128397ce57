import { useSyncExternalStore } from 'react';
import { peekCustomerDb, subscribeCustomerDb, type CustomerDb } from '../db';

/** React access to the current customer's database (re-renders when the customer changes). */
export function useCustomerDb(): CustomerDb {
  const db = useSyncExternalStore(subscribeCustomerDb, peekCustomerDb, peekCustomerDb);
  if (!db) throw new Error('No customer database is open: nobody is signed in');
  return db;
}
