import { z } from 'zod';

/** SPEC §3 Dashboard; amounts are dollars. */
export const dashboard = z.object({
  totalVehicle: z.number().int(),
  totalAmountofSubscription: z.number(),
  totalPendingSubscription: z.number().int(),
  totalCreditAmount: z.number(),
  totalExpensiveAmount: z.number(),
});
export type Dashboard = z.infer<typeof dashboard>;
