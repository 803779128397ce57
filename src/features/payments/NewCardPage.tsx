import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { Loader } from '../../ui/Loader';
import type { CardFormResult } from './card/CardForm';
import { usePaymentOutcome } from './usePaymentOutcome';
import { useQuote } from './useQuote';
import { useProviderKey } from './useProviderKey';
import './payments.css';

// The form's code (react-hook-form, the masks, the provider's fields) comes beside the provider's
// answer, which the form waits for anyway, rather than before the page's first paint.
const loadCardForm = () => import('./card/CardForm').then((m) => ({ default: m.CardForm }));
const CardForm = lazy(loadCardForm);

/**
 * SPEC §2 Add card. /portal/card/new: 'Add New Card', Save, back to /portal/cards.
 * /portal/vehicle/{id}/payment/new/card: 'Payment Details', 'Save & Pay', then /portal/vehicles.
 */
export default function NewCardPage() {
  const { id: vehicleId } = useParams();
  const navigate = useNavigate();
  const provider = useProviderKey();
  useEffect(() => {
    loadCardForm().catch(() => undefined);
  }, []);
  const { report, popup } = usePaymentOutcome();
  const quote = useQuote(vehicleId);

  const onDone = (result: CardFormResult) => {
    if (result.kind === 'saved') navigate('/cards');
    else report(result.kind === 'paid' ? result.result : null);
  };

  return (
    <div className="page payments-page">
      <div className="page__header">
        <h1 data-title={vehicleId ? 'Pay with a new card – Payment Details' : undefined}>
          {vehicleId ? 'Payment Details' : 'Add New Card'}
        </h1>
        <Link to="/cards">Back</Link>
      </div>
      <Card>
        {provider.status === 'loading' && <Loader label="Loading the card form…" />}
        {provider.status === 'failed' && (
          <p className="form__error">Adding a card needs a connection. Please try again online.</p>
        )}
        {provider.status === 'ready' && (
          <Suspense fallback={<Loader label="Loading the card form…" />}>
            <CardForm
              provider={provider.key}
              vehicleId={vehicleId}
              amount={quote.status === 'ready' ? quote.intent.amount : undefined}
              onDone={onDone}
            />
          </Suspense>
        )}
      </Card>
      {popup}
    </div>
  );
}
