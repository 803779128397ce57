import { formatBsb } from '../../../contract/common';
import { SANDBOX_BSB, SANDBOX_TEST_ACCOUNTS, SANDBOX_TEST_CARDS } from './sandbox-methods';

const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/** DESIGN §4: sandbox mode says so, and lists the test numbers it accepts. */
export function SandboxBadge({ kind }: { kind: 'card' | 'bank' }) {
  return (
    <div className="sandbox-note">
      <span className="sandbox-badge">Sandbox: no real money</span>
      <details>
        <summary>Test {kind === 'card' ? 'cards' : 'bank accounts'}</summary>
        <ul>
          {kind === 'card'
            ? SANDBOX_TEST_CARDS.map((c) => (
                <li key={c.number}>
                  {spaced(c.number)}: {c.outcome}
                </li>
              ))
            : SANDBOX_TEST_ACCOUNTS.map((a) => (
                <li key={a.account}>
                  BSB {formatBsb(SANDBOX_BSB)}, account {a.account}: {a.outcome}
                </li>
              ))}
        </ul>
      </details>
    </div>
  );
}
