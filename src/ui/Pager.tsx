import { PAGE_SIZE } from '../../contract/envelope';
import './ui.css';

export const pageCount = (total: number, pageSize = PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The rows of one zero-based page; lists page locally over their mirror. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const last = pageCount(rows.length, pageSize) - 1;
  const safe = Math.min(Math.max(0, page), last);
  return rows.slice(safe * pageSize, safe * pageSize + pageSize);
}

/** First, last and the neighbours of the current page; null marks a gap. */
export function visiblePages(current: number, pages: number): (number | null)[] {
  const wanted = new Set([0, pages - 1, current - 1, current, current + 1]);
  const shown = [...wanted].filter((p) => p >= 0 && p < pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  shown.forEach((p, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(null);
    out.push(p);
  });
  return out;
}

type Props = {
  /** Zero-based current page. */
  page: number;
  total: number;
  onChange: (page: number) => void;
  pageSize?: number;
  /** Names the navigation landmark, e.g. 'Vehicles pages'. */
  label?: string;
  /**
   * Said in the pager's place while the rest of the list is on its way: pages that would change
   * under the customer's thumb are not offered.
   */
  pending?: string;
};

/** Numbered pages with previous/next; hidden when everything fits on one page. */
export function Pager({
  page,
  total,
  onChange,
  pageSize = PAGE_SIZE,
  label = 'Pages',
  pending,
}: Props) {
  if (pending) {
    return (
      <p className="pager-pending" role="status">
        {pending}
      </p>
    );
  }
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(0, page), pages - 1);
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="pager__step"
        onClick={() => onChange(current - 1)}
        disabled={current === 0}
      >
        <span aria-hidden="true">‹</span> Previous
      </button>
      <ul className="pager__pages">
        {visiblePages(current, pages).map((index, position) =>
          index === null ? (
            <li key={`gap-${position}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={index}>
              <button
                type="button"
                className="pager__page"
                aria-current={index === current ? 'page' : undefined}
                aria-label={`Page ${index + 1} of ${pages}`}
                onClick={() => onChange(index)}
              >
                {index + 1}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pager__step"
        onClick={() => onChange(current + 1)}
        disabled={current === pages - 1}
      >
        Next <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
