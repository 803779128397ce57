import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentResult } from '../../../contract/payments/answers';
import {
  PaymentPopup,
  PROCESSING_NOTE,
  type PaidDetails,
  type PaymentOutcome,
} from './PaymentPopup';

type Shown = { outcome: PaymentOutcome; processing: boolean; paid?: PaidDetails };

/**
 * The vehicle payment flow's ending, shared by the payment page and the add card and add bank
 * forms: `report` a payment's answer (null when it was refused) and render `popup`; success
 * notes a direct debit still settling and goes on to the vehicles once the popup hides.
 */
export function usePaymentOutcome() {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  /** `method` names what paid ('Visa •••• 4242') when the screen knows it. */
  const report = (payment: PaymentResult | null, method?: string) =>
    setShown(
      payment
        ? {
            outcome: 'success',
            processing: payment.status === 'processing',
            paid: {
              amount: payment.amount,
              method,
              invoiceUrl: payment.invoiceUrl,
              nextChargeOn: payment.nextChargeOn,
            },
          }
        : { outcome: 'error', processing: false },
    );
  const popup = (
    <PaymentPopup
      outcome={shown?.outcome ?? null}
      note={shown?.processing ? PROCESSING_NOTE : undefined}
      paid={shown?.paid}
      onHidden={(outcome) => {
        setShown(null);
        if (outcome === 'success') navigate('/vehicles');
      }}
    />
  );
  return { report, popup };
}
