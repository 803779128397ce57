/**
 * SPEC §2 Running Balance: the absolute difference between what the customer paid and what was
 * spent, styled positive when the credit covers the expenses and as a deficit otherwise.
 */
export function runningBalance(
  credit: number,
  expenses: number,
): { amount: number; positive: boolean } {
  const cents = Math.round(credit * 100) - Math.round(expenses * 100);
  return { amount: Math.abs(cents) / 100, positive: cents >= 0 };
}
