/** The local database as src/lib/session.ts uses it; loaded beside the first page, not before. */
export {
  clearCustomerData,
  closeCustomerDb,
  openCustomerDb,
  peekCustomerDb,
  requestPersistentStorage,
} from '../offline/db';
export { refreshMirror } from '../offline/mirror';
