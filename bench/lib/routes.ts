import { SUBSCRIPTION_STATUS } from '../../contract/subscription-status';
import { call } from './api-client';
import { signedInPortalPaths, signedOutPortalPaths } from './portal-paths';

export type BenchPage = { path: string; signedIn: boolean };

/**
 * Every route of SPEC §2, plus the signed-out pages, budget, odometer, tax time and the tax
 * invoice page, with the bench customer's first vehicle (its first subscribed one for budget and
 * odometer) and a paid payment in place of {id}, and the invitation waiting for the customer.
 */
export async function portalPages(
  baseUrl: string,
  cookie: string,
  inviteToken?: string,
): Promise<BenchPage[]> {
  const vehicles = await call(baseUrl, 'POST', '/api/customer/vehicles', {
    cookie,
    body: { offset: 0, next: 7 },
  });
  const payments = await call(baseUrl, 'POST', '/api/customer/payments/logs', {
    cookie,
    body: { offset: 0, next: 50 },
  });
  const rows = (vehicles.body.data as { id: string; subscribeStatus?: number }[] | undefined) ?? [];
  const vehicleId = rows[0]?.id ?? 'new';
  const subscribedId = rows.find((v) => v.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED)?.id;
  const paid = (payments.body.data as { id: string; status: string }[] | undefined)?.find(
    (p) => p.status === 'succeeded',
  );
  const signedIn = signedInPortalPaths(vehicleId, paid?.id, subscribedId, inviteToken);
  return [
    ...signedOutPortalPaths.map((path) => ({ path, signedIn: false })),
    ...signedIn.map((path) => ({ path, signedIn: true })),
  ];
}
