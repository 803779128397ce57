import { z } from 'zod/mini';

/** An Australian financial year, named by the year it ends in: 2026 is 1 July 2025 – 30 June 2026. */
export const financialYearParams = z.object({
  year: z.coerce
    .number({ error: 'The financial year must be a year such as 2026' })
    .check(
      z.int('The financial year must be a year such as 2026'),
      z.gte(2000, 'The financial year must be 2000 or later'),
      z.lte(2100, 'The financial year must be 2100 or earlier'),
    ),
});

/** '2025–26' for the year ending June 2026. */
export const financialYearLabel = (year: number) =>
  `${year - 1}–${String(year % 100).padStart(2, '0')}`;

/** The year, ending 30 June, that a calendar day (yyyy-mm-dd or a Date in Sydney) falls in. */
export const financialYearOfDay = (day: string): number => {
  const [y = 0, m = 0] = day.split('-').map(Number);
  return m >= 7 ? y + 1 : y;
};

export const taxYear = z.object({
  year: z.number().check(z.int()),
  label: z.string(),
  payments: z.number().check(z.int()),
  claims: z.number().check(z.int()),
});
export type TaxYear = z.infer<typeof taxYear>;
export const taxYears = z.array(taxYear);

export const taxArchivePath = (year: number) => `/api/customer/tax-time/${year}/archive.zip`;
