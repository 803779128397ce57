import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PaymentMethodKind } from '../../../contract/payments/methods';
import { Card } from '../../ui/Card';
import { Loader } from '../../ui/Loader';
import type { MethodFormResult } from './save-or-pay';
import type { MethodFormProps } from './SaveOrPayForm';
import { usePaymentOutcome } from './usePaymentOutcome';
import { useQuote } from './useQuote';
import { useProviderKey } from './useProviderKey';
import './payments.css';

// The form's code (react-hook-form, the masks, the provider's fields) comes beside the provider's
// answer, which the form waits for anyway, rather than before the page's first paint.
const loaders: Record<
  PaymentMethodKind,
  () => Promise<{ default: ComponentType<MethodFormProps> }>
> = {
  card: () => import('./card/CardForm').then((m) => ({ default: m.CardForm })),
  bank: () => import('./bank/BankForm').then((m) => ({ default: m.BankForm })),
};
const forms = { card: lazy(loaders.card), bank: lazy(loaders.bank) };

/** SPEC §2 Add card / Add bank: what differs between the two pages. */
const PAGES = {
  card: {
    title: 'Add New Card',
    vehicleTitle: 'Pay with a new card – Payment Details',
    saved: '/cards',
    back: () => '/cards',
    loading: 'Loading the card form…',
    offline: 'Adding a card needs a connection. Please try again online.',
  },
  bank: {
    title: 'Add new Bank',
    vehicleTitle: 'Pay from a new bank account – Payment Details',
    saved: '/banks',
    back: (vehicleId?: string) => (vehicleId ? `/vehicle/${vehicleId}/payment?tab=BANK` : '/banks'),
    loading: 'Loading the bank form…',
    offline: 'Adding a bank needs a connection. Please try again online.',
  },
} as const;

/**
 * SPEC §2 Add card and Add bank. /portal/card/new ('Add New Card') and /portal/bank/new ('Add
 * new Bank'): Save, then the saved list. /portal/vehicle/{id}/payment/new/card or …/bank:
 * 'Payment Details', 'Save & Pay' (the card total, or the direct debit's without surcharge), then
 * /portal/vehicles.
 */
function NewMethodPage({ kind }: { kind: PaymentMethodKind }) {
  const { id: vehicleId } = useParams();
  const navigate = useNavigate();
  const provider = useProviderKey();
  useEffect(() => {
    loaders[kind]().catch(() => undefined);
  }, [kind]);
  const { report, popup } = usePaymentOutcome();
  const quote = useQuote(vehicleId);
  const page = PAGES[kind];
  const Form = forms[kind];

  const onDone = (result: MethodFormResult) => {
    if (result.kind === 'saved') navigate(page.saved);
    else report(result.kind === 'paid' ? result.result : null);
  };

  return (
    <div className="page payments-page">
      <div className="page__header">
        <h1 data-title={vehicleId ? page.vehicleTitle : undefined}>
          {vehicleId ? 'Payment Details' : page.title}
        </h1>
        <Link to={page.back(vehicleId)}>Back</Link>
      </div>
      <Card>
        {provider.status === 'loading' && <Loader label={page.loading} />}
        {provider.status === 'failed' && <p className="form__error">{page.offline}</p>}
        {provider.status === 'ready' && (
          <Suspense fallback={<Loader label={page.loading} />}>
            <Form
              provider={provider.key}
              vehicleId={vehicleId}
              amount={
                quote.status !== 'ready'
                  ? undefined
                  : kind === 'card'
                    ? quote.intent.amount
                    : quote.intent.baseAmount
              }
              onDone={onDone}
            />
          </Suspense>
        )}
      </Card>
      {popup}
    </div>
  );
}

export const NewCardPage = () => <NewMethodPage kind="card" />;
export const NewBankPage = () => <NewMethodPage kind="bank" />;
