import { call } from './api-client';
import { signedInPortalPaths } from './portal-paths';

export type BenchPage = { path: string; signedIn: boolean };

/**
 * Every route of SPEC §2, plus sign-in, sign-up and the tax invoice page, with the bench
 * customer's first vehicle and a paid payment in place of {id}.
 */
export async function portalPages(baseUrl: string, cookie: string): Promise<BenchPage[]> {
  const vehicles = await call(baseUrl, 'POST', '/api/customer/vehicles', {
    cookie,
    body: { offset: 0, next: 7 },
  });
  const payments = await call(baseUrl, 'POST', '/api/customer/payments/logs', {
    cookie,
    body: { offset: 0, next: 50 },
  });
  const vehicleId = (vehicles.body.data as { id: string }[] | undefined)?.[0]?.id ?? 'new';
  const paid = (payments.body.data as { id: string; status: string }[] | undefined)?.find(
    (p) => p.status === 'succeeded',
  );
  const signedIn = signedInPortalPaths(vehicleId, paid?.id);
  return [
    { path: '/portal/login', signedIn: false },
    { path: '/portal/signup', signedIn: false },
    ...signedIn.map((path) => ({ path, signedIn: true })),
  ];
}
