import { useState } from 'react';
import {
  payoutAccountUpdate,
  payToLabel,
  type PayoutAccountUpdate,
} from '../../../contract/payout';
import { loadPayoutAccount, savePayoutAccount } from '../../api/payout';
import { PAYOUT_ROW_ID } from '../../offline/db';
import { refreshMirror } from '../../offline/mirrors/store';
import { useMirrorRow, useRefresh } from '../../offline/react/mirror';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { Card } from '../../ui/Card';
import { AccountNumberField, BsbField } from '../../ui/masks/BankAccountFields';
import { PasswordField } from '../../ui/form/PasswordField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Loader } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { AccountUsername } from './AccountUsername';

const EMPTY: PayoutAccountUpdate = { bsb: '', accountNumber: '', password: '' };

/**
 * The payout account on the profile: shown masked ('Pay to 062-000 ••••3456'), changed in a
 * popup that asks for the current password, as Change Password does: whoever changes it decides
 * where the customer's claims are paid.
 */
export function PayoutAccountCard() {
  const { row, loaded } = useMirrorRow('payout', PAYOUT_ROW_ID);
  const { refreshing } = useRefresh('payout', () => loadPayoutAccount());
  const [editing, setEditing] = useState(false);
  const action = row ? 'Change payout account' : 'Add payout account';

  return (
    <Card title={<span id="payout-account-title">Payout account</span>}>
      {row ? (
        <p className="profile__payout">{payToLabel(row)}</p>
      ) : !loaded || refreshing ? (
        <Loader label="Loading your payout account…" />
      ) : (
        <p className="profile__payout">
          No payout account yet. Claims are paid into the account you type on each one until you add
          it here, or keep one from a claim.
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
          {action}
        </button>
      </div>
      <Modal open={editing} title={action} onClose={() => setEditing(false)}>
        <PayoutAccountForm onDone={() => setEditing(false)} />
      </Modal>
    </Card>
  );
}

function PayoutAccountForm({ onDone }: { onDone: () => void }) {
  const db = useCustomerDb();
  const form = useZodForm({ schema: payoutAccountUpdate, defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;

  const onValid = async (values: PayoutAccountUpdate) => {
    try {
      await refreshMirror(db, 'payout', await savePayoutAccount(values));
      form.reset(EMPTY);
      onDone();
    } catch {
      // The server's reason ('Current password is incorrect', offline, …) has been toasted.
    }
  };

  return (
    <form className="form" noValidate onSubmit={form.handleSubmit(onValid)}>
      <p>Claims you save from now on are paid into this account.</p>
      <AccountUsername />
      <BsbField control={form.control} name="bsb" required />
      <AccountNumberField control={form.control} name="accountNumber" required />
      <PasswordField
        control={form.control}
        name="password"
        label="Current Password"
        hint="To confirm it is you changing where your claims are paid"
        autoComplete="current-password"
        required
      />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
