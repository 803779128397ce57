import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { methodLabel, type PaymentResult } from '../../../contract/payments';
import { vehicleLabel } from '../../../contract/vehicle-label';
import { formatMoney } from '../../lib/format';
import { useCustomerDb } from '../../offline/react/useCustomerDb';
import { useAwaitingList, useMirrorList, useRefresh } from '../../offline/react/mirror';
import { Tabs } from '../../ui/Tabs';
import { listBanks } from '../../api/banks';
import { listCards, payWithSavedCard, saveBankAndPay } from './api';
import { bankLabel, cardLabel } from './PaymentMethodVisuals';
import { MethodsSkeleton, PayPlaceholder, TotalsSkeleton } from './PaymentSkeletons';
import { usePaymentOutcome } from './usePaymentOutcome';
import { useQuote } from './useQuote';
import { SandboxBadge } from './SandboxBadge';
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
  const cards = useMirrorList('cards');
  const banks = useMirrorList('banks');
  const cardsRefresh = useRefresh('cards', listCards);
  const banksRefresh = useRefresh('banks', listBanks);
  // An empty list is only news once the network has answered (or cannot): until then the
  // page holds the list's place instead of saying there is no saved method.
  const cardsPending = useAwaitingList(cards, cardsRefresh);
  const banksPending = useAwaitingList(banks, banksRefresh);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [chosenBank, setChosenBank] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { report, popup } = usePaymentOutcome();

  const defaultCard = cards.rows.find((c) => c.isCardDefault) ?? cards.rows[0];
  const defaultBank = banks.rows.find((b) => b.isDefault) ?? banks.rows[0];
  const cardId = chosenCard ?? defaultCard?.id ?? null;
  const card = cards.rows.find((c) => c.id === cardId);
  const bank = banks.rows.find((b) => b.id === (chosenBank ?? defaultBank?.id));
  const ratePercent = provider.status === 'ready' ? provider.key.surchargeRate * 100 : 2;
  // Default first: it is the primary choice (SPEC §2).
  const orderedCards = [...cards.rows].sort(
    (a, b) => Number(b.isCardDefault) - Number(a.isCardDefault),
  );
  const orderedBanks = [...banks.rows].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

  const pay = async (run: () => Promise<PaymentResult>, method: string) => {
    setBusy(true);
    try {
      report(await run(), method);
    } catch {
      report(null);
    } finally {
      setBusy(false);
    }
  };

  const payByCard = () => {
    if (card) {
      const method = methodLabel({ kind: 'card', brand: card.brand, last4: card.cardNumber });
      void pay(() => payWithSavedCard(id, card.id), method);
    }
  };
  const payByBank = () => {
    if (!bank) return;
    void pay(
      () =>
        saveBankAndPay({
          vehicleId: id,
          paymentMethodId: bank.paymentMethodId,
          bSB: bank.bSB,
          accountNumber: bank.accountNumber,
          fullName: bank.fullName,
          ac_holder_name: bank.fullName,
          email: bank.email,
          isDefault: bank.isDefault,
          isBankSave: true,
        }),
      methodLabel({ kind: 'bank', brand: '', last4: bank.accountNumber }),
    );
  };

  const cardPanel = (
    <div className="pay-panel">
      {cardsPending ? (
        <MethodsSkeleton label="Loading your cards…" sample="VISA XXXX XXXX XXXX 0000 · 00/00" />
      ) : orderedCards.length === 0 ? (
        <p>You have no saved card yet.</p>
      ) : (
        <fieldset className="choice-list">
          <legend>Pay with a saved card</legend>
          {orderedCards.map((card) => (
            <label
              key={card.id}
              className={card.isCardDefault ? 'choice choice--primary' : 'choice'}
            >
              <input
                type="radio"
                name="card"
                value={card.id}
                checked={cardId === card.id}
                onChange={() => setChosenCard(card.id)}
              />
              <span>{cardLabel(card)}</span>
              {card.isCardDefault && <span className="method__tag">Default</span>}
            </label>
          ))}
        </fieldset>
      )}
      <div className="form__actions sticky-actions">
        {card ? (
          <button
            type="button"
            className="button"
            disabled={busy || quote.status !== 'ready'}
            onClick={payByCard}
          >
            Pay {quote.status === 'ready' ? `${formatMoney(quote.intent.amount)} ` : ''}with{' '}
            {methodLabel({ kind: 'card', brand: card.brand, last4: card.cardNumber })}
          </button>
        ) : (
          cardsPending && <PayPlaceholder />
        )}
        <Link className="button button--secondary" to={`/vehicle/${id}/payment/new/card`}>
          Pay with a new card
        </Link>
        <Link to="/cards">Manage cards</Link>
      </div>
      {/* Last: it arrives with the provider's key, after the list, and must not push it down. */}
      {provider.status === 'ready' && provider.key.provider === 'sandbox' && (
        <SandboxBadge kind="card" />
      )}
    </div>
  );

  const bankPanel = (
    <div className="pay-panel">
      {banksPending ? (
        <MethodsSkeleton
          label="Loading your bank accounts…"
          sample="Xxxxxx Xxxxxx · BSB 000-000 · XXXXX0000"
        />
      ) : orderedBanks.length === 0 ? (
        <p>You have no saved bank account yet.</p>
      ) : (
        <fieldset className="choice-list">
          <legend>Pay from a saved bank account</legend>
          {orderedBanks.map((b) => (
            <label key={b.id} className={b.isDefault ? 'choice choice--primary' : 'choice'}>
              <input
                type="radio"
                name="bank"
                value={b.id}
                checked={bank?.id === b.id}
                onChange={() => setChosenBank(b.id)}
              />
              <span>{bankLabel(b)}</span>
              {b.isDefault && <span className="method__tag">Default</span>}
            </label>
          ))}
        </fieldset>
      )}
      <div className="form__actions sticky-actions">
        {bank ? (
          <button
            type="button"
            className="button"
            disabled={busy || quote.status !== 'ready'}
            onClick={payByBank}
          >
            Pay {quote.status === 'ready' ? `${formatMoney(quote.intent.baseAmount)} ` : ''}by
            direct debit from {methodLabel({ kind: 'bank', brand: '', last4: bank.accountNumber })}
          </button>
        ) : (
          banksPending && <PayPlaceholder />
        )}
        <Link className="button button--secondary" to={`/vehicle/${id}/payment/new/bank`}>
          Pay from a new bank account
        </Link>
        <Link to="/banks">Manage banks</Link>
      </div>
      {provider.status === 'ready' && provider.key.provider === 'sandbox' && (
        <SandboxBadge kind="bank" />
      )}
    </div>
  );

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
          { id: 'CARD', label: 'Card', content: cardPanel },
          { id: 'BANK', label: 'AU Direct Debit', content: bankPanel },
        ]}
      />
      {popup}
    </div>
  );
}
