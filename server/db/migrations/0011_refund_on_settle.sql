-- An earlier migration of the same run may have left row changes whose deferred triggers (the
-- list versions of 0008) are still pending, and PostgreSQL alters no table with pending trigger
-- events: fire them now.
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
-- A plan cancelled (or a vehicle deleted) while its payment is still on its way: the payment is
-- marked, and if it goes through it is refunded in full instead of starting or extending a plan.
ALTER TABLE "payments" ADD COLUMN "refund_on_settle" boolean DEFAULT false NOT NULL;
