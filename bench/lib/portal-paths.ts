/**
 * The signed-out routes of SPEC §2 and the forgotten-password pair. The reset page shows its
 * form for any `?token=`: the token is only checked when the form is sent.
 */
export const signedOutPortalPaths: readonly string[] = [
  '/portal/login',
  '/portal/signup',
  '/portal/forgot-password',
  '/portal/reset-password?token=page-check',
];

/**
 * Every signed-in route of SPEC §2, the budget and odometer pages of a subscribed vehicle, tax
 * time, the invitation page, and the tax invoice page when a paid payment exists, with one
 * vehicle's id in place of {id}. The bench and the axe browser test walk the same list. The
 * invitation page opens with `inviteToken` (the bench's waiting invitation, which the page shows
 * and asks about), else with a token that is no invitation.
 */
export function signedInPortalPaths(
  vehicleId: string,
  paidPaymentId?: string,
  subscribedVehicleId: string = vehicleId,
  inviteToken = 'page-check',
): string[] {
  const v = `/portal/vehicle/${vehicleId}`;
  const subscribed = `/portal/vehicle/${subscribedVehicleId}`;
  return [
    '/portal',
    '/portal/profile',
    '/portal/vehicles',
    '/portal/vehicle/new',
    v,
    `${v}/finance`,
    `${v}/insurance`,
    `${v}/review`,
    `${v}/payment`,
    `${v}/payment/new/card`,
    `${v}/payment/new/bank`,
    `${subscribed}/budget`,
    `${subscribed}/odometer`,
    '/portal/cards',
    '/portal/card/new',
    '/portal/banks',
    '/portal/bank/new',
    '/portal/payment/logs',
    '/portal/subscription/logs',
    '/portal/expense/logs',
    '/portal/adhoc/new',
    '/portal/cargo/cards',
    '/portal/tax-time',
    `/portal/invite?token=${inviteToken}`,
    ...(paidPaymentId ? [`/portal/payment/${paidPaymentId}/receipt`] : []),
  ];
}
