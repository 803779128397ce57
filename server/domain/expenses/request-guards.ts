import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from '../../http';

const KEY_PATTERN = /^[A-Za-z0-9:_.-]{8,200}$/;

/** The Idempotency-Key header, if sent; a malformed one is refused rather than ignored. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !KEY_PATTERN.test(value)) throw new HttpError(400, 'Idempotency-Key is not valid');
  return value;
}

/**
 * The outbox names the customer whose draft it sends (X-Customer-Id). If someone else is
 * signed in on this browser now, the draft must not land on their account: answer 401 so the
 * outbox pauses and asks its owner to sign in.
 */
export function checkDraftOwner(headers: IncomingHttpHeaders, customerId: string): void {
  const raw = headers['x-customer-id'];
  if (raw === undefined) return;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value !== customerId) throw new HttpError(401, 'Signed in as a different customer');
}
