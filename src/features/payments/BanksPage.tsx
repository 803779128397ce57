import { Link } from 'react-router-dom';
import { LastUpdated } from '../../ui/mirror/LastUpdated';
import { Loader } from '../../ui/Loader';
import { listBanks } from '../../api/banks';
import { setDefaultBank } from './api';
import { BankPicture, bankLabel } from './PaymentMethodVisuals';
import { useSavedMethods } from './useSavedMethods';
import './payments.css';

/**
 * SPEC §2 Saved banks: the default bank as a card (X's and the last 4), every saved bank (click
 * to make it default and reload), an Add New Bank entry. No banks → the add-bank page. The
 * server marks the first bank default when none is.
 */
export default function BanksPage() {
  const { rows, loading, busy, run } = useSavedMethods('banks', listBanks, '/bank/new');
  const primary = rows.find((b) => b.isDefault) ?? rows[0];

  return (
    <div className="page payments-page">
      <div className="page__header">
        <h1>Banks</h1>
        <LastUpdated name="banks" />
      </div>
      {loading ? (
        <Loader label="Loading your bank accounts…" />
      ) : (
        <>
          {primary && <BankPicture bank={primary} />}
          <ul className="method-list" aria-label="Saved banks">
            {rows.map((bank) => (
              <li key={bank.id} className={bank.isDefault ? 'method method--default' : 'method'}>
                <button
                  type="button"
                  className="method__choose"
                  aria-pressed={bank.isDefault}
                  disabled={busy || bank.isDefault}
                  onClick={() => void run(() => setDefaultBank(bank.id))}
                >
                  <span>{bankLabel(bank)}</span>
                  {bank.isDefault && <span className="method__tag">Default</span>}
                </button>
              </li>
            ))}
            <li className="method method--add">
              <Link className="method__add" to="/bank/new">
                + Add New Bank
              </Link>
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
