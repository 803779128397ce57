import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentResult } from '../../../contract/payments/answers';
import type { PaymentIntentResponse } from '../../../contract/payments/quotes';
import { formatMoney } from '../../lib/format';
import { useAwaitingList, useMirrorList, useRefresh } from '../../offline/react/mirror';
import { MethodsSkeleton, PayPlaceholder } from './PaymentSkeletons';
import { SandboxBadge } from './SandboxBadge';
import {
  defaultFirst,
  type MethodMirror,
  type MethodRow,
  type SavedMethods,
} from './saved-methods';

/** One kind's saved methods on the payment page, and the one chosen to pay with. */
export type SavedChoice<Row> = {
  /** The default first: it is the primary choice (SPEC §2). */
  rows: Row[];
  /** The list is not known yet: its place is held rather than saying there is none. */
  pending: boolean;
  chosen: Row | undefined;
  choose: (id: string) => void;
};

/**
 * The page reads both kinds while it is open (only the chosen tab renders its panel), so a
 * switch of tab neither asks again nor forgets the choice.
 */
export function useSavedChoice<M extends MethodMirror>(
  methods: SavedMethods<M>,
): SavedChoice<MethodRow<M>> {
  const list = useMirrorList(methods.mirror);
  const refresh = useRefresh(methods.mirror, methods.list);
  // An empty list is only news once the network has answered (or cannot).
  const pending = useAwaitingList(list, refresh);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const fallback = list.rows.find(methods.isDefault) ?? list.rows[0];
  return {
    rows: defaultFirst(methods, list.rows),
    pending,
    chosen: list.rows.find((row) => row.id === (chosenId ?? fallback?.id)),
    choose: setChosenId,
  };
}

type Props<M extends MethodMirror> = {
  methods: SavedMethods<M>;
  choice: SavedChoice<MethodRow<M>>;
  vehicleId: string;
  /** The quote, once the server has given it: paying waits for it. */
  intent: PaymentIntentResponse | null;
  /** A payment in flight (either tab): no second one. */
  busy: boolean;
  sandbox: boolean;
  onPay: (pay: () => Promise<PaymentResult>, method: string) => void;
};

/**
 * One tab of the vehicle payment page: the saved methods of one kind with the default first and
 * chosen, paying with the chosen one, or adding a new one.
 */
export function SavedMethodPanel<M extends MethodMirror>({
  methods,
  choice,
  vehicleId,
  intent,
  busy,
  sandbox,
  onPay,
}: Props<M>) {
  const { rows, pending, chosen, choose } = choice;
  const words = methods.panel;

  return (
    <div className="pay-panel">
      {pending ? (
        <MethodsSkeleton label={methods.loading} sample={words.sample} />
      ) : rows.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <fieldset className="choice-list">
          <legend>{words.legend}</legend>
          {rows.map((row) => (
            <label
              key={row.id}
              className={methods.isDefault(row) ? 'choice choice--primary' : 'choice'}
            >
              <input
                type="radio"
                name={methods.kind}
                value={row.id}
                checked={chosen?.id === row.id}
                onChange={() => choose(row.id)}
              />
              <span>{methods.line(row)}</span>
              {methods.isDefault(row) && <span className="method__tag">Default</span>}
            </label>
          ))}
        </fieldset>
      )}
      <div className="form__actions sticky-actions">
        {chosen ? (
          <button
            type="button"
            className="button"
            disabled={busy || !intent}
            onClick={() => onPay(() => methods.pay(vehicleId, chosen), methods.name(chosen))}
          >
            Pay {intent ? `${formatMoney(words.amount(intent))} ` : ''}
            {words.payBy} {methods.name(chosen)}
          </button>
        ) : (
          pending && <PayPlaceholder />
        )}
        <Link
          className="button button--secondary"
          to={`/vehicle/${vehicleId}/payment/new/${methods.kind}`}
        >
          {words.newMethod}
        </Link>
        <Link to={words.managePath}>{words.manage}</Link>
      </div>
      {/* Last: it arrives with the provider's key, after the list, and must not push it down. */}
      {sandbox && <SandboxBadge kind={methods.kind} />}
    </div>
  );
}
