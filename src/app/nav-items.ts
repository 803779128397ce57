/** SPEC §2 sidebar, in order; paths are relative to the /portal basename. */
export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/', end: true },
  { label: 'Profile', to: '/profile', end: false },
  { label: 'Vehicles', to: '/vehicles', end: false },
  { label: 'Cards', to: '/cards', end: false },
  { label: 'Banks', to: '/banks', end: false },
  { label: 'Payment Logs', to: '/payment/logs', end: false },
  { label: 'Subscription Logs', to: '/subscription/logs', end: false },
  { label: 'Expense Logs', to: '/expense/logs', end: false },
  { label: 'CarGo Card', to: '/cargo/cards', end: false },
  // Not in SPEC §2: everything for a tax return, per financial year.
  { label: 'Tax time', to: '/tax-time', end: false },
] as const;
