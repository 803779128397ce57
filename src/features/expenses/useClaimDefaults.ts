import { useLiveQuery } from 'dexie-react-hooks';
import type { SubscribedVehicle } from '../../../contract/subscribed-vehicles';
import { PAYOUT_ROW_ID, type PayoutRow } from '../../offline/db';
import { isClaimDraft } from '../../offline/outbox/types';
import { useCustomerDb } from '../../offline/react/useCustomerDb';

export type ClaimDevice = {
  /** False until the device has answered; the form waits so its first values are right. */
  loaded: boolean;
  /** The payout account as this device knows it (BSB and last 4), if one is kept. */
  savedAccount: PayoutRow | undefined;
  /**
   * The vehicle a new claim starts with: the one the link asked for (a shared car's 'File a
   * claim'), the only subscribed one, or the one last claimed for.
   */
  vehicle: string | undefined;
};

/**
 * What a new claim can start from, read from this device only (so it works offline): the
 * payout account's mirror, and the last claim's vehicle, the newest draft in the outbox first,
 * then the newest claim in the expense log's mirror.
 */
export function useClaimDefaults(
  vehicles: readonly SubscribedVehicle[],
  asked: string | null = null,
): ClaimDevice {
  const db = useCustomerDb();
  const found = useLiveQuery(async () => {
    const drafts = await db.outbox.orderBy('createdAt').reverse().toArray();
    const lastDraft = drafts.find(isClaimDraft);
    const lastClaim = await db.expenses.orderBy('_order').first();
    return {
      savedAccount: await db.payout.get(PAYOUT_ROW_ID),
      lastVehicle: lastDraft?.fields.vehicle ?? lastClaim?.vehicle,
    };
  }, [db]);
  const wanted = vehicles.some((v) => v.id === asked) ? (asked ?? undefined) : undefined;
  const only = vehicles.length === 1 ? vehicles[0]?.id : undefined;
  const last = vehicles.some((v) => v.id === found?.lastVehicle) ? found?.lastVehicle : undefined;
  return {
    loaded: found !== undefined,
    savedAccount: found?.savedAccount,
    vehicle: wanted ?? only ?? last,
  };
}
