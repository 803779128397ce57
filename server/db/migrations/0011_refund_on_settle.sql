-- A plan cancelled (or a vehicle deleted) while its payment is still on its way: the payment is
-- marked, and if it goes through it is refunded in full instead of starting or extending a plan.
ALTER TABLE "payments" ADD COLUMN "refund_on_settle" boolean DEFAULT false NOT NULL;
