/** The local database as src/lib/session.ts uses it; loaded beside the first page, not before. */
export {
  clearCustomerData,
  clearEveryonesPrivateStores,
  clearPrivateStoresOf,
  closeCustomerDb,
  forgetOtherCustomers,
  openCustomerDb,
  peekCustomerDb,
} from './db';
export { persistIfInstalled } from './persist';
export { refreshMirror } from './mirror-store';
export { countUnsentDrafts, resumeOutbox } from './outbox';
