/**
 * Every signed-in route of SPEC §2, plus the tax invoice page when a paid payment exists, with
 * one vehicle's id in place of {id}. The bench and the axe browser test walk the same list.
 */
export function signedInPortalPaths(vehicleId: string, paidPaymentId?: string): string[] {
  const v = `/portal/vehicle/${vehicleId}`;
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
    '/portal/cards',
    '/portal/card/new',
    '/portal/banks',
    '/portal/bank/new',
    '/portal/payment/logs',
    '/portal/subscription/logs',
    '/portal/expense/logs',
    '/portal/adhoc/new',
    '/portal/cargo/cards',
    ...(paidPaymentId ? [`/portal/payment/${paidPaymentId}/receipt`] : []),
  ];
}
