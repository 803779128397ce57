import { useEffect, useRef, useState } from 'react';
import { formatDate, formatMoney } from '../../lib/format';
import { Modal } from '../../ui/Modal';

export type PaymentOutcome = 'success' | 'error';

/** Shown under the success message while a direct debit waits for the bank. */
export const PROCESSING_NOTE =
  'Your direct debit is processing; the plan starts as soon as your bank confirms it.';

/** SPEC §9: payment popups hide 500 ms after they are dismissed. */
export const POPUP_HIDE_DELAY_MS = 500;

const TEXT: Record<PaymentOutcome, { title: string; message: string }> = {
  success: { title: 'Success!', message: 'Payment has been made successfully.' },
  error: { title: 'Error', message: 'Payment did not go through. Please try again!' },
};

/** What the success sheet tells besides SPEC's sentence. */
export type PaidDetails = {
  amount: number;
  method?: string;
  invoiceUrl: string;
  nextChargeOn: string | null;
};

type Props = {
  outcome: PaymentOutcome | null;
  /** Called once the popup has hidden: where the customer goes next. */
  onHidden: (outcome: PaymentOutcome) => void;
  /** A line under the message (e.g. that a direct debit is still processing). */
  note?: string;
  /** On success: the amount, the method, the receipt and the next charge. */
  paid?: PaidDetails;
};

/** SPEC §8 payment popups: 'Success! Payment has been made successfully.' or the error. */
export function PaymentPopup({ outcome, onHidden, note, paid }: Props) {
  const [hiding, setHiding] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (!outcome) return null;
  const text = TEXT[outcome];
  const hide = () => {
    if (hiding) return;
    setHiding(true);
    timer.current = setTimeout(() => {
      setHiding(false);
      onHidden(outcome);
    }, POPUP_HIDE_DELAY_MS);
  };
  return (
    <Modal
      open
      title={text.title}
      onClose={hide}
      initialFocus={okRef}
      footer={
        <button ref={okRef} type="button" className="button" onClick={hide} disabled={hiding}>
          OK
        </button>
      }
    >
      <div
        className={`payment-popup payment-popup--${outcome}${hiding ? ' payment-popup--hiding' : ''}`}
      >
        <p>{text.message}</p>
        {outcome === 'success' && paid && (
          <dl className="payment-popup__facts">
            <div>
              <dt>Amount</dt>
              <dd>{formatMoney(paid.amount)}</dd>
            </div>
            {paid.method && (
              <div>
                <dt>Paid with</dt>
                <dd>{paid.method}</dd>
              </div>
            )}
            {paid.nextChargeOn && (
              <div>
                <dt>Next charge</dt>
                <dd>{formatDate(paid.nextChargeOn)}</dd>
              </div>
            )}
            <div>
              <dt>Receipt</dt>
              <dd>
                <a href={paid.invoiceUrl} target="_blank" rel="noopener noreferrer">
                  View tax invoice
                </a>
              </dd>
            </div>
          </dl>
        )}
        {note && <p className="payment-popup__note">{note}</p>}
      </div>
    </Modal>
  );
}
