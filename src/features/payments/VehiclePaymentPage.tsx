import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod/mini';
import { type PaymentResult } from '../../../contract/payments/answers';
import { vehicleLabel } from '../../../contract/vehicle-label';
import { formatMoney } from '../../lib/format';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { Tabs } from '../../ui/Tabs';
import { TotalsSkeleton } from './PaymentSkeletons';
import { SAVED_BANKS, SAVED_CARDS } from './saved-methods';
import { SavedMethodPanel, useSavedChoice } from './SavedMethodPanel';
import { usePaymentOutcome } from './usePaymentOutcome';
import { useQuote } from './useQuote';
import { useProviderKey } from './useProviderKey';
import './payments.css';

export type PaymentTab = 'CARD' | 'BANK';
/** SPEC §2: `?tab=` chooses the tab; anything but BANK is the default, CARD. */
export const tabFrom = (value: string | null): PaymentTab =>
  value?.toUpperCase() === 'BANK' ? 'BANK' : 'CARD';

// The vehicles mirror belongs to another screen; only the label is read, and only if it is there.
const vehicleLabelRow = z.object({ vehicleDetails: vehicleLabel });

function useVehicleName(vehicleId: string): string {
  const db = useCustomerDb();
  return (
    useLiveQuery(async () => {
      const parsed = vehicleLabelRow.safeParse(await db.vehicles.get(vehicleId));
      return parsed.success ? parsed.data.vehicleDetails.name : '';
    }, [db, vehicleId]) ?? ''
  );
}

/**
 * SPEC §2 Payment details for a vehicle: Card and 'AU Direct Debit' tabs (?tab=, default CARD),
 * the surcharge notice, the card total (2% surcharge included) beside the direct-debit total,
 * saved methods with the default first and chosen, paying with one or adding a new one.
 */
export default function VehiclePaymentPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const provider = useProviderKey();
  const quote = useQuote(id);
  const vehicleName = useVehicleName(id);
  const cards = useSavedChoice(SAVED_CARDS);
  const banks = useSavedChoice(SAVED_BANKS);
  const [busy, setBusy] = useState(false);
  const { report, popup } = usePaymentOutcome();
  const ratePercent = provider.status === 'ready' ? provider.key.surchargeRate * 100 : 2;
  const panel = {
    vehicleId: id,
    intent: quote.status === 'ready' ? quote.intent : null,
    busy,
    sandbox: provider.status === 'ready' && provider.key.provider === 'sandbox',
    onPay: (run: () => Promise<PaymentResult>, method: string) => {
      setBusy(true);
      void run()
        .then(
          (result) => report(result, method),
          () => report(null),
        )
        .finally(() => setBusy(false));
    },
  };

  return (
    <div className="page payments-page">
      <div className="page__header">
        <h1 data-title="Choose how to pay – Payment Details">Payment Details</h1>
        <nav className="pay-links" aria-label="Leave payment">
          <Link to="/vehicles">Back to vehicles</Link>
          <Link to="/">Dashboard</Link>
        </nav>
      </div>
      {/* The line is there before the name is read, so nothing below moves when it arrives. */}
      <p className="pay-vehicle">{vehicleName || '\u00a0'}</p>
      <p className="surcharge-notice" role="note">
        Card payments incur a {ratePercent}% surcharge. To avoid it, set up direct debit via EFT
        with the AU Direct Debit tab.
      </p>
      {quote.status === 'loading' && <TotalsSkeleton />}
      {quote.status === 'failed' && (
        <p className="form__error">
          {quote.message} <Link to="/vehicles">Back to vehicles</Link> or go to the{' '}
          <Link to="/">dashboard</Link>.
        </p>
      )}
      {quote.status === 'ready' && (
        <dl className="pay-totals">
          <div>
            <dt>Card total (monthly)</dt>
            <dd>{formatMoney(quote.intent.amount)}</dd>
            <dd className="pay-totals__line">
              {formatMoney(quote.intent.baseAmount)} + {ratePercent}% surcharge{' '}
              {formatMoney(quote.intent.surcharge)}
            </dd>
          </div>
          <div>
            <dt>AU Direct Debit total (monthly)</dt>
            <dd>{formatMoney(quote.intent.baseAmount)}</dd>
            <dd className="pay-totals__line">No surcharge</dd>
          </div>
        </dl>
      )}
      <Tabs
        label="Payment method"
        selected={tab}
        onSelect={(next) => setParams({ tab: next }, { replace: true })}
        tabs={[
          {
            id: 'CARD',
            label: 'Card',
            content: <SavedMethodPanel {...panel} methods={SAVED_CARDS} choice={cards} />,
          },
          {
            id: 'BANK',
            label: 'AU Direct Debit',
            content: <SavedMethodPanel {...panel} methods={SAVED_BANKS} choice={banks} />,
          },
        ]}
      />
      {popup}
    </div>
  );
}
