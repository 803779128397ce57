import { type VehicleListItem } from '../../../../contract/vehicles';
import type { BadgeTone } from '../../../ui/Badge';
import { SUBSCRIPTION_STATUS } from '../../../../contract/subscription-status';

type Row = Pick<VehicleListItem, 'subscribeStatus' | 'isActive'>;
type PlanRow = Row & Pick<VehicleListItem, 'paymentInFlight'>;
export type StatusBadge = { label: 'Active' | 'InActive'; tone: BadgeTone } | null;
export type RowActions = { pay: boolean; edit: boolean };

const ACTIVE: StatusBadge = { label: 'Active', tone: 'success' };
const INACTIVE: StatusBadge = { label: 'InActive', tone: 'danger' };

/** SPEC §4, wide table: 'Active' for state 2, 'InActive' for state 3, nothing otherwise. */
export function wideBadge(v: Row): StatusBadge {
  if (v.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED) return ACTIVE;
  if (v.subscribeStatus === SUBSCRIPTION_STATUS.UNSUBSCRIBED) return INACTIVE;
  return null;
}

/** SPEC §4, small-screen cards: the isActive flag decides. */
export const smallBadge = (v: Row): StatusBadge => (v.isActive ? ACTIVE : INACTIVE);

/** SPEC §4, wide table: Pay when state 0 and active; Edit when state 2 or 0. */
export const wideActions = (v: Row): RowActions => ({
  pay: v.subscribeStatus === SUBSCRIPTION_STATUS.PENDING && v.isActive,
  edit:
    v.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED ||
    v.subscribeStatus === SUBSCRIPTION_STATUS.PENDING,
});

/** SPEC §4, small screens: Pay when not state 2 and active; Edit when active. */
export const smallActions = (v: Row): RowActions => ({
  pay: v.subscribeStatus !== SUBSCRIPTION_STATUS.SUBSCRIBED && v.isActive,
  edit: v.isActive,
});

/**
 * The plan's state in words, beside SPEC's small-screen badge: that badge follows isActive, so a
 * vehicle whose debit failed and one never subscribed both read 'Active'. `paymentFailed` is the
 * dashboard's word that the plan's last payment or renewal did not go through.
 */
export function planWords(v: PlanRow, paymentFailed: boolean): string {
  if (v.subscribeStatus === SUBSCRIPTION_STATUS.SUBSCRIBED) {
    return paymentFailed ? 'Payment failed' : 'Subscribed';
  }
  if (v.subscribeStatus === SUBSCRIPTION_STATUS.PENDING) {
    if (v.paymentInFlight) return 'Payment processing';
    if (paymentFailed) return 'Payment failed';
  }
  return 'Not subscribed';
}
