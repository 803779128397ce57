import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MirrorPage } from '../../ui/mirror/MirrorPage';
import { Loader } from '../../ui/Loader';
import type { MethodMirror, MethodRow, SavedMethods } from './saved-methods';
import { useSavedMethods } from './useSavedMethods';
import './payments.css';

type Props<M extends MethodMirror, Row = MethodRow<M>> = {
  methods: SavedMethods<M>;
  picture: (row: Row) => ReactNode;
  /** What the row's button says under its line (the card's holder). */
  detail?: (row: Row) => ReactNode;
  /** Beside the row's button (the card's trash icon). */
  rowAction?: (row: Row, rows: readonly Row[], busy: boolean) => ReactNode;
  /** Below the list (the card's delete confirmation). */
  children?: (state: {
    busy: boolean;
    run: (action: () => Promise<unknown>) => Promise<void>;
  }) => ReactNode;
};

/**
 * SPEC §2 Saved cards / Saved banks: the default one large, every saved one (click to make it
 * default), and an add tile. None saved → the add page.
 */
export function SavedMethodsList<M extends MethodMirror>({
  methods,
  picture,
  detail,
  rowAction,
  children,
}: Props<M>) {
  const { rows, loading, busy, run } = useSavedMethods(
    methods.mirror,
    methods.list,
    methods.page.addPath,
  );
  const primary = rows.find(methods.isDefault) ?? rows[0];

  return (
    <MirrorPage className="payments-page" title={methods.page.title} mirror={methods.mirror}>
      {loading ? (
        <Loader label={methods.loading} />
      ) : (
        <>
          {primary && picture(primary)}
          <ul className="method-list" aria-label={methods.page.listLabel}>
            {rows.map((row) => (
              <li
                key={row.id}
                className={methods.isDefault(row) ? 'method method--default' : 'method'}
              >
                <button
                  type="button"
                  className="method__choose"
                  aria-pressed={methods.isDefault(row)}
                  disabled={busy || methods.isDefault(row)}
                  onClick={() => void run(() => methods.setDefault(row.id))}
                >
                  <span>{methods.line(row)}</span>
                  {detail?.(row)}
                  {methods.isDefault(row) && <span className="method__tag">Default</span>}
                </button>
                {rowAction?.(row, rows, busy)}
              </li>
            ))}
            <li className="method method--add">
              <Link className="method__add" to={methods.page.addPath}>
                {methods.page.add}
              </Link>
            </li>
          </ul>
        </>
      )}
      {children?.({ busy, run })}
    </MirrorPage>
  );
}
