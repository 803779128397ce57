-- A plan's period dates are compared for equality (the renewal's guard: the plan still ends where
-- the job read it ending). The server reads them into JavaScript dates, which hold milliseconds,
-- so PostgreSQL keeps them at that precision too: a value written with now() by an operator's
-- correction, a script or a restore is rounded on write instead of never matching again.
ALTER TABLE "subscriptions"
	ALTER COLUMN "start_date" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "end_date" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "cancelled_on" SET DATA TYPE timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "payments"
	ALTER COLUMN "period_start" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "period_end" SET DATA TYPE timestamp (3) with time zone,
	ALTER COLUMN "settles_on" SET DATA TYPE timestamp (3) with time zone;
