/**
 * The FBT year: 1 April to 31 March, named by the year it ends in (the 2026 FBT year is
 * 1 April 2025 – 31 March 2026). Calendar days, as claim dates and readings are.
 */
export type FbtYear = { year: number; label: string; firstDay: string; lastDay: string };

export const fbtYear = (year: number): FbtYear => ({
  year,
  label: `FBT year 1 April ${year - 1} – 31 March ${year}`,
  firstDay: `${year - 1}-04-01`,
  lastDay: `${year}-03-31`,
});

/** The FBT year a calendar day (yyyy-mm-dd) falls in: April onwards belongs to the next year's. */
export const fbtYearOfDay = (day: string): number => {
  const [y = 0, m = 0] = day.split('-').map(Number);
  return m >= 4 ? y + 1 : y;
};
