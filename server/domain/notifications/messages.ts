import { groupDigits } from '../../../contract/locale';
import { MONTHS_SHORT } from '../../../contract/locale';
import type { NotificationKind } from '../../../contract/notifications';
import type { ComingUpItem } from '../../../contract/odometer';

/** What one notification says and opens; the queue stores it and the push carries only this. */
export type NotificationText = {
  kind: Exclude<NotificationKind, 'receiptsWaiting'>;
  /** Names the event, so it is queued once however often it is noticed. */
  eventKey: string;
  title: string;
  body: string;
  url: string;
  action?: string;
};

const dollars = (cents: number): string =>
  `$${groupDigits(Math.trunc(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;

const dayOf = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS_SHORT[(m ?? 1) - 1]} ${y}`;
};

type ClaimEvent = { id: string; status: string; type: string; amountCents: number };

const CLAIM_WORDS: Record<string, { title: string; says: string } | undefined> = {
  APPROVED: { title: 'Claim approved', says: 'is approved' },
  PAID: { title: 'Claim paid', says: 'has been paid' },
  REJECTED: { title: 'Claim rejected', says: 'was rejected' },
};

export function claimNotification(claim: ClaimEvent): NotificationText | null {
  const words = CLAIM_WORDS[claim.status];
  if (!words) return null;
  return {
    kind: 'claimUpdates',
    eventKey: `claim:${claim.id}:${claim.status}`,
    title: words.title,
    body: `Your ${claim.type} claim of ${dollars(claim.amountCents)} ${words.says}.`,
    url: '/portal/expense/logs',
  };
}

type PaymentEvent = {
  id: string;
  status: string;
  method: string;
  amountCents: number;
  vehicleId: string;
  registration: string;
};

export function paymentNotification(payment: PaymentEvent): NotificationText | null {
  if (payment.status === 'failed') {
    return {
      kind: 'paymentFailed',
      eventKey: `payment:${payment.id}:failed`,
      title: 'Payment failed',
      body: `The payment of ${dollars(payment.amountCents)} for ${payment.registration} did not go through.`,
      url: `/portal/vehicle/${payment.vehicleId}/payment`,
      action: 'Fix payment',
    };
  }
  if (payment.status === 'succeeded' && payment.method === 'bank') {
    return {
      kind: 'debitSettled',
      eventKey: `payment:${payment.id}:settled`,
      title: 'Direct debit went through',
      body: `${dollars(payment.amountCents)} for ${payment.registration} has been paid by direct debit.`,
      url: '/portal/payment/logs',
    };
  }
  return null;
}

/** A reminder names the day it is for, so a new due date (a rego renewed) reminds again. */
export function comingUpNotification(item: ComingUpItem): NotificationText | null {
  if (item.dueDate === null) return null;
  return {
    kind: 'comingUp',
    eventKey: `comingUp:${item.vehicleId}:${item.kind}:${item.dueDate}`,
    title: `${item.title} coming up`,
    body: `${item.vehicleLabel}: due ${dayOf(item.dueDate)}.`,
    url: `/portal/vehicle/${item.vehicleId}/odometer`,
  };
}

type LogbookEnding = { periodId: string; vehicleId: string; registration: string; endsOn: string };

/** Said once per period: the last days are when a missed trip can still be written down. */
export function logbookEndingNotification(period: LogbookEnding): NotificationText {
  return {
    kind: 'logbookEnding',
    eventKey: `logbookEnding:${period.periodId}`,
    title: 'Logbook period ending',
    body: `The 12-week logbook for ${period.registration} ends on ${dayOf(period.endsOn)}. Record every trip until then.`,
    url: `/portal/vehicle/${period.vehicleId}/logbook`,
  };
}
