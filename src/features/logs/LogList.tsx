import type { ReactNode } from 'react';
import type { MirrorName } from '../../offline/db';
import { Loader } from '../../ui/Loader';
import { EmptyState } from '../../ui/mirror/EmptyState';
import { Pager, pageSlice } from '../../ui/Pager';
import { usePageParam } from '../../ui/usePageParam';

type Props<T> = {
  mirror: MirrorName;
  rows: readonly T[];
  /** The mirror has answered at least once (it may still be empty). */
  loaded: boolean;
  refreshing: boolean;
  loadingLabel: string;
  /** Names the list, e.g. 'Payments'. */
  label: string;
  pagerLabel: string;
  /** Said in the pager's place while older rows are still arriving. */
  pending?: string | undefined;
  /** One row of the list: an `li`. */
  children: (row: T) => ReactNode;
};

/**
 * A log page's list, 7 to a page from this device's mirror: a loader until the mirror has
 * answered (or while a first refresh fills an empty one), its empty state, else the page's rows
 * and the pager.
 */
export function LogList<T>({
  mirror,
  rows,
  loaded,
  refreshing,
  loadingLabel,
  label,
  pagerLabel,
  pending,
  children,
}: Props<T>) {
  const [page, setPage] = usePageParam();
  if (!loaded || (refreshing && rows.length === 0)) return <Loader label={loadingLabel} />;
  if (rows.length === 0) return <EmptyState mirror={mirror} />;
  return (
    <>
      <ul className="log-list" aria-label={label}>
        {pageSlice(rows, page).map(children)}
      </ul>
      <Pager
        page={page}
        total={rows.length}
        onChange={setPage}
        label={pagerLabel}
        pending={pending}
      />
    </>
  );
}
