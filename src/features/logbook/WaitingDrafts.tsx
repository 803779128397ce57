import type { CustomerDb } from '../../offline/db';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { Card } from '../../ui/Card';
import { DraftStatus } from './DraftStatus';

type Props<D> = {
  drafts: readonly D[];
  /** The class of the page's own list, so waiting rows look like the accepted ones. */
  listClassName: string;
  /** The draft in the words of an accepted row ('12,000 km on 3 Mar 2026'). */
  describe: (draft: D) => string;
  discard: (db: CustomerDb, id: string) => Promise<void>;
};

/** A vehicle page's readings or trips still in the outbox: nothing once none are waiting. */
export function WaitingDrafts<D extends { id: string; state: string; lastError?: string }>({
  drafts,
  listClassName,
  describe,
  discard,
}: Props<D>) {
  const db = useCustomerDb();
  if (drafts.length === 0) return null;
  return (
    <Card title="Waiting to be sent">
      <ul className={listClassName}>
        {drafts.map((d) => (
          <li key={d.id}>
            {describe(d)} · <DraftStatus draft={d} onDiscard={() => void discard(db, d.id)} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
