import { providerCustomerRef } from './customer-ref';
import { viaProvider } from './errors';
import { recordMethod, settleSavedMethod, type RecordedMethod } from './methods';
import { payForVehicle, type PaymentContext, type StartedPayment } from './pay';
import type { MandateAcceptance } from './provider';

/** A card or bank account as the browser sends it: the provider's id, never the numbers. */
export type MethodInput =
  | {
      kind: 'card';
      paymentMethodId: string;
      holderName: string;
      expMonth: number;
      expYear: number;
      makeDefault: boolean;
    }
  | {
      kind: 'bank';
      paymentMethodId: string;
      /** The name on the account, as the mandate names it. */
      accountHolderName: string;
      /** The name the customer's list shows. */
      holderName: string;
      email: string;
      mandate: MandateAcceptance;
      makeDefault: boolean;
    };

/**
 * Attaches a card or bank account at the provider (a SetupIntent, with the DDR mandate for a
 * bank) and records only what the lists show: brand or BSB, last 4, expiry, names.
 */
export async function saveMethod(
  ctx: PaymentContext,
  customerId: string,
  input: MethodInput,
  options: { save: boolean; deferDefault?: boolean },
): Promise<RecordedMethod> {
  const { db, provider } = ctx;
  const customerRef = await viaProvider(() => providerCustomerRef(db, provider, customerId));
  if (input.kind === 'card') {
    const card = await viaProvider(() =>
      provider.saveCard({
        customerRef,
        paymentMethodId: input.paymentMethodId,
        expMonth: input.expMonth,
        expYear: input.expYear,
      }),
    );
    return recordMethod(
      db,
      customerId,
      {
        kind: 'card',
        providerId: card.providerId,
        last4: card.last4,
        brand: card.brand,
        holderName: input.holderName,
        expMonth: card.expMonth,
        expYear: card.expYear,
        makeDefault: input.makeDefault,
        save: options.save,
      },
      options,
    );
  }
  const bank = await viaProvider(() =>
    provider.saveBank({
      customerRef,
      paymentMethodId: input.paymentMethodId,
      holderName: input.accountHolderName,
      email: input.email,
      mandate: input.mandate,
    }),
  );
  return recordMethod(
    db,
    customerId,
    {
      kind: 'bank',
      providerId: bank.providerId,
      last4: bank.last4,
      bsb: bank.bsb,
      holderName: input.holderName,
      email: input.email,
      makeDefault: input.makeDefault,
      save: options.save,
    },
    options,
  );
}

/**
 * 'Save & Pay': saves the method (or keeps it only for this payment), pays for the vehicle with
 * it, and only then settles its place in the list. A method whose payment was declined is not
 * kept, so it never becomes the default a renewal would charge; the one that paid does.
 */
export async function saveAndPay(
  ctx: PaymentContext,
  customerId: string,
  vehicleId: string,
  input: MethodInput,
  save: boolean,
): Promise<StartedPayment> {
  const method = await saveMethod(ctx, customerId, input, { save, deferDefault: true });
  let started: StartedPayment;
  try {
    started = await viaProvider(() =>
      payForVehicle(ctx, customerId, vehicleId, method, { forget: !save }),
    );
  } catch (error) {
    // Refused before any answer (already subscribed, an outage): kept as the customer asked.
    await settleSavedMethod(ctx.db, customerId, method, {
      paid: true,
      makeDefault: input.makeDefault,
    });
    throw error;
  }
  await settleSavedMethod(ctx.db, customerId, method, {
    paid: started.result.status !== 'failed',
    makeDefault: input.makeDefault,
  });
  return started;
}
