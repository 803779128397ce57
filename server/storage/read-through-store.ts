import type { ReceiptStore } from './receipt-store';

/** A store whose receipts may still be partly in an older one, until they are all moved. */
export type ReadThroughStore = ReceiptStore & { primary: ReceiptStore; older: ReceiptStore };

/**
 * Writes go to `primary`; a receipt it does not have is read from `older`, where it was kept
 * before the deployment switched stores. So switching to a bucket loses sight of no receipt, and
 * `npm run admin -- move-receipts` moves the old ones over at leisure. A miss in the primary costs
 * one more lookup; a receipt found costs none.
 */
export function readThrough(primary: ReceiptStore, older: ReceiptStore): ReadThroughStore {
  return {
    primary,
    older,
    put: (name, source) => primary.put(name, source),
    async stat(name) {
      return (await primary.stat(name)) ?? older.stat(name);
    },
    async get(name) {
      return (await primary.get(name)) ?? older.get(name);
    },
    async delete(name) {
      await primary.delete(name);
      await older.delete(name);
    },
    async abandoned(before) {
      return [
        ...new Set([...(await primary.abandoned(before)), ...(await older.abandoned(before))]),
      ];
    },
    close() {
      primary.close?.();
      older.close?.();
    },
  };
}

export const isReadThrough = (store: ReceiptStore): store is ReadThroughStore =>
  'primary' in store && 'older' in store;
