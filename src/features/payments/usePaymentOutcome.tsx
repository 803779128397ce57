import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PaymentPopup, PROCESSING_NOTE, type PaymentOutcome } from './PaymentPopup';

type Shown = { outcome: PaymentOutcome; processing: boolean };

/**
 * The vehicle payment flow's ending, shared by the payment page and the add card and add bank
 * forms: `report` a payment's answer (null when it was refused) and render `popup`; success
 * notes a direct debit still settling and goes on to the vehicles once the popup hides.
 */
export function usePaymentOutcome() {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const report = (payment: { status: string } | null) =>
    setShown(
      payment
        ? { outcome: 'success', processing: payment.status === 'processing' }
        : { outcome: 'error', processing: false },
    );
  const popup = (
    <PaymentPopup
      outcome={shown?.outcome ?? null}
      note={shown?.processing ? PROCESSING_NOTE : undefined}
      onHidden={(outcome) => {
        setShown(null);
        if (outcome === 'success') navigate('/vehicles');
      }}
    />
  );
  return { report, popup };
}
