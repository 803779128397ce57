import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { Loader } from '../../ui/Loader';
import { CardForm, type CardFormResult } from './card/CardForm';
import { PaymentPopup, type PaymentOutcome } from './PaymentPopup';
import { useProviderKey } from './useProviderKey';
import './payments.css';

/**
 * SPEC §2 Add card. /portal/card/new: 'Add New Card', Save, back to /portal/cards.
 * /portal/vehicle/{id}/payment/new/card: 'Payment Details', 'Save & Pay', then /portal/vehicles.
 */
export default function NewCardPage() {
  const { id: vehicleId } = useParams();
  const navigate = useNavigate();
  const provider = useProviderKey();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);

  const onDone = (result: CardFormResult) => {
    if (result.kind === 'saved') navigate('/cards');
    else setOutcome(result.kind === 'paid' ? 'success' : 'error');
  };

  return (
    <div className="page payments-page">
      <div className="page__header">
        <h1>{vehicleId ? 'Payment Details' : 'Add New Card'}</h1>
        <Link to="/cards">Back</Link>
      </div>
      <Card>
        {provider.status === 'loading' && <Loader label="Loading the card form…" />}
        {provider.status === 'failed' && (
          <p className="form__error">Adding a card needs a connection. Please try again online.</p>
        )}
        {provider.status === 'ready' && (
          <CardForm provider={provider.key} vehicleId={vehicleId} onDone={onDone} />
        )}
      </Card>
      <PaymentPopup
        outcome={outcome}
        onHidden={(shown) => {
          setOutcome(null);
          if (shown === 'success') navigate('/vehicles');
        }}
      />
    </div>
  );
}
