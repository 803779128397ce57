import { formatMoney } from '../../lib/format';

/**
 * Funded against spent as a bar the eye can read and words a screen reader can: the numbers are
 * always written out, the bar only repeats them (a stripe pattern marks overspending, not colour).
 */
export function FundedBar({
  funded,
  spent,
  label,
}: {
  funded: number;
  spent: number;
  label: string;
}) {
  const over = spent > funded;
  const max = Math.max(funded, spent, 0.01);
  const percent = funded > 0 ? Math.round((spent / funded) * 100) : null;
  const words =
    percent === null
      ? `${formatMoney(spent)} spent, nothing funded yet`
      : `${formatMoney(spent)} spent of ${formatMoney(funded)} funded (${percent}%)${over ? ', overspent' : ''}`;
  return (
    <div className="funded-bar">
      <div className="funded-bar__label">
        <span>{label}</span>
        <span>{words}</span>
      </div>
      <div
        className={over ? 'funded-bar__track funded-bar__track--over' : 'funded-bar__track'}
        role="img"
        aria-label={`${label}: ${words}`}
      >
        <span className="funded-bar__funded" style={{ width: `${(funded / max) * 100}%` }} />
        <span className="funded-bar__spent" style={{ width: `${(spent / max) * 100}%` }} />
      </div>
    </div>
  );
}
