import { SUBSCRIPTION_STATUS } from '../../contract/subscription-status';
import { DEMO, type BrowserCookie } from './harness';

/**
 * The demo customer's session, and ids for the routes that name a vehicle or a payment: the first
 * vehicle, the subscribed one (budget and odometer) and a paid payment.
 */
export async function demoSession(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(DEMO),
  });
  const pairs = res.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const cookie = pairs.join('; ');
  const cookies: BrowserCookie[] = pairs.map((pair) => {
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax' as const,
    };
  });
  const post = async (path: string) =>
    (
      (await (
        await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
          body: JSON.stringify({ offset: 0, next: 50 }),
        })
      ).json()) as { data: { id: string; status?: string; subscribeStatus?: number }[] }
    ).data;
  const vehicles = await post('/api/customer/vehicles');
  const vehicleId = vehicles[0]?.id ?? 'new';
  const subscribedId = vehicles.find(
    (v) => v.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED,
  )?.id;
  const paymentId = (await post('/api/customer/payments/logs')).find(
    (p) => p.status === 'succeeded',
  )?.id;
  return { cookies, vehicleId, subscribedId, paymentId };
}
