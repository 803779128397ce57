import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { Loader } from '../../ui/Loader';
import type { BankFormResult } from './bank/BankForm';
import { useQuote } from './useQuote';
import { usePaymentOutcome } from './usePaymentOutcome';
import { useProviderKey } from './useProviderKey';
import './payments.css';

// The form's code (react-hook-form, the masks, the provider's fields) comes beside the provider's
// answer, which the form waits for anyway, rather than before the page's first paint.
const loadBankForm = () => import('./bank/BankForm').then((m) => ({ default: m.BankForm }));
const BankForm = lazy(loadBankForm);

/**
 * SPEC §2 Add bank. /portal/bank/new: 'Add new Bank', then /portal/banks.
 * /portal/vehicle/{id}/payment/new/bank: 'Payment Details', save and pay, then /portal/vehicles.
 */
export default function NewBankPage() {
  const { id: vehicleId } = useParams();
  const navigate = useNavigate();
  const provider = useProviderKey();
  useEffect(() => {
    loadBankForm().catch(() => undefined);
  }, []);
  const { report, popup } = usePaymentOutcome();

  const quote = useQuote(vehicleId);
  const onDone = (result: BankFormResult) => {
    if (result.kind === 'saved') navigate('/banks');
    else report(result.kind === 'paid' ? result.result : null);
  };

  return (
    <div className="page payments-page">
      <div className="page__header">
        <h1 data-title={vehicleId ? 'Pay from a new bank account – Payment Details' : undefined}>
          {vehicleId ? 'Payment Details' : 'Add new Bank'}
        </h1>
        <Link to={vehicleId ? `/vehicle/${vehicleId}/payment?tab=BANK` : '/banks'}>Back</Link>
      </div>
      <Card>
        {provider.status === 'loading' && <Loader label="Loading the bank form…" />}
        {provider.status === 'failed' && (
          <p className="form__error">Adding a bank needs a connection. Please try again online.</p>
        )}
        {provider.status === 'ready' && (
          <Suspense fallback={<Loader label="Loading the bank form…" />}>
            <BankForm
              provider={provider.key}
              vehicleId={vehicleId}
              amount={quote.status === 'ready' ? quote.intent.baseAmount : undefined}
              onDone={onDone}
            />
          </Suspense>
        )}
      </Card>
      {popup}
    </div>
  );
}
