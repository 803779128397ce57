import webpush from 'web-push';
import type { PushPayload } from '../../../contract/notifications';
import type { KeptSubscription } from './subscriptions';

/** The server's VAPID identity: the public half goes to browsers, the private half signs pushes. */
export type PushKeys = { publicKey: string; privateKey: string; subject: string };

export type PushOutcome =
  | { kind: 'delivered' }
  /** 404/410: the browser dropped the subscription; it will never deliver again. */
  | { kind: 'gone' }
  /** Worth trying again later: the push service is down, busy or unreachable. */
  | { kind: 'retry'; reason: string }
  /** The push service refused this message for good (too big, malformed keys). */
  | { kind: 'refused'; reason: string };

const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Encrypts the payload for one subscription and posts it. `generateRequestDetails` plus our own
 * fetch rather than `sendNotification`: the same code then reaches a browser vendor's service and
 * the tests' local stand-in on plain http, which `sendNotification` refuses.
 */
export async function sendPush(
  keys: PushKeys,
  subscription: KeptSubscription,
  payload: PushPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<PushOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, urgency: 'normal' },
    );
  } catch (error) {
    return { kind: 'refused', reason: error instanceof Error ? error.message : String(error) };
  }
  let response: Response;
  try {
    response = await fetchImpl(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
  await response.body?.cancel();
  if (response.ok) return { kind: 'delivered' };
  if (response.status === 404 || response.status === 410) return { kind: 'gone' };
  if (response.status === 429 || response.status >= 500) {
    return { kind: 'retry', reason: `push service answered ${response.status}` };
  }
  return { kind: 'refused', reason: `push service answered ${response.status}` };
}
