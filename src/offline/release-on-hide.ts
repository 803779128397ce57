/**
 * WebKit (Safari, and so every browser on an iPhone) keeps a page that leaves for its
 * back/forward cache with its IndexedDB transactions still open: the stores they were writing stay
 * locked, and the portal's next page waits on them for as long as the cached page lives (the
 * profile says 'Loading' for ever, a claim cannot be saved). Chromium and Firefox end them. So
 * when the page is hidden on its way into that cache, every transaction it still runs is aborted:
 * each rolls back whole, as if the page had closed mid-write, and the next page starts free.
 */
let installed = false;

export function releaseTransactionsOnPageHide(
  win: Pick<Window, 'addEventListener'> = window,
): void {
  if (installed || typeof IDBDatabase === 'undefined') return;
  installed = true;
  const running = new Set<IDBTransaction>();
  const open = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<typeof open>
  ): IDBTransaction {
    const transaction = open.apply(this, args);
    running.add(transaction);
    const over = () => running.delete(transaction);
    transaction.addEventListener('complete', over);
    transaction.addEventListener('abort', over);
    return transaction;
  };
  win.addEventListener('pagehide', (event) => {
    // Not persisted: the page is being destroyed, and its transactions with it.
    if (!event.persisted) return;
    for (const transaction of running) {
      try {
        transaction.abort();
      } catch {
        // It finished between its last event and now.
      }
    }
    running.clear();
  });
}
