import type { App } from '../../server/app-types';
import type { SignedUp } from './harness';
import { inviteTokenIn, type ReceivedMail } from './smtp-stand-in';

export const invite = (
  app: App,
  owner: SignedUp,
  vehicleId: string,
  email: string,
  role = 'driver',
) =>
  app.inject({
    method: 'POST',
    url: `/api/customer/vehicle/${vehicleId}/invites`,
    headers: { cookie: owner.cookie },
    payload: { email, role },
  });

export const accept = (app: App, who: SignedUp, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/customer/invites/accept',
    headers: { cookie: who.cookie },
    payload: { token },
  });

export const members = (app: App, who: SignedUp, vehicleId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/customer/vehicle/${vehicleId}/members`,
    headers: { cookie: who.cookie },
  });

export const removeMember = (app: App, owner: SignedUp, vehicleId: string, customerId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/customer/vehicle/${vehicleId}/members/${customerId}`,
    headers: { cookie: owner.cookie },
  });

export const listPost = (
  app: App,
  who: SignedUp,
  url: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie: who.cookie, ...headers },
    payload: { offset: 0, next: 100 },
  });

/** Invites `driver` to the owner's vehicle and accepts the mailed link as them; the link's token. */
export async function share(
  app: App,
  nextMail: () => Promise<ReceivedMail>,
  owner: SignedUp,
  driver: SignedUp,
  vehicleId: string,
  role = 'driver',
): Promise<string> {
  const sent = await invite(app, owner, vehicleId, driver.user.email, role);
  if (sent.statusCode !== 200) throw new Error(`invite failed: ${sent.body}`);
  const token = inviteTokenIn((await nextMail()).raw);
  const accepted = await accept(app, driver, token);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return token;
}
