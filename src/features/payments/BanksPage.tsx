import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { BankAccount } from '../../../contract/payments';
import { useMirrorList, useRefresh } from '../../offline/mirror';
import { LastUpdated } from '../../ui/LastUpdated';
import { Loader } from '../../ui/Loader';
import { listBanks, setDefaultBank } from './api';
import { BankPicture, bankLabel } from './PaymentMethodVisuals';
import './payments.css';

/**
 * SPEC §2 Saved banks: the default bank as a card (X's and the last 4), every saved bank (click
 * to make it default and reload), an Add New Bank entry. No banks → the add-bank page. The
 * server marks the first bank default when none is.
 */
export default function BanksPage() {
  const navigate = useNavigate();
  const { rows, loaded } = useMirrorList<BankAccount>('banks');
  const { refresh, refreshing } = useRefresh('banks', async () => {
    const banks = await listBanks();
    if (banks.length === 0) navigate('/bank/new', { replace: true });
    return banks;
  });
  const [busy, setBusy] = useState(false);
  const primary = rows.find((b) => b.isDefault) ?? rows[0];

  const makeDefault = async (id: string) => {
    setBusy(true);
    try {
      await setDefaultBank(id);
      await refresh();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page payments-page">
      <div className="page__header">
        <h1>Banks</h1>
        <LastUpdated name="banks" />
      </div>
      {!loaded || (refreshing && rows.length === 0) ? (
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
                  onClick={() => void makeDefault(bank.id)}
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
