/** The local database as src/lib/session.ts uses it; loaded beside the first page, not before. */
export {
  clearCustomerData,
  clearEveryonesPrivateStores,
  clearPrivateStoresOf,
  closeCustomerDb,
  forgetOtherCustomers,
  openCustomerDb,
  peekCustomerDb,
} from '../offline/db';
export { persistIfInstalled } from '../offline/persist';
export { refreshMirror } from '../offline/mirror-store';
export { countUnsentDrafts, resumeOutbox } from '../offline/outbox';
