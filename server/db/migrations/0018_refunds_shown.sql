-- An earlier migration of the same run may have left row changes whose deferred triggers (the
-- list versions of 0008) are still pending, and PostgreSQL alters no table with pending trigger
-- events: fire them now.
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
-- A refund the customer sees: the day the money went back is printed on the payments log, the
-- receipt page and the adjustment note, so it is kept, not read off updated_on.
ALTER TABLE "refunds" ADD COLUMN "refunded_on" timestamp with time zone;
--> statement-breakpoint
UPDATE "refunds" SET "refunded_on" = "updated_on" WHERE "status" = 'refunded';
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_known"
	CHECK ("status" IN ('due', 'refunding', 'refunded'));
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("amount_cents" > 0);
--> statement-breakpoint
-- Refunded exactly when it has the day it was refunded.
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_on_when_refunded"
	CHECK (("status" = 'refunded') = ("refunded_on" IS NOT NULL));
--> statement-breakpoint
-- A refund made is final: its adjustment note has been issued, so neither its state, its amount
-- nor its day changes afterwards, whoever writes (a job, `npm run admin`, an operator's SQL).
CREATE FUNCTION "refund_made_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."status" = 'refunded' AND (
		NEW."status" IS DISTINCT FROM OLD."status"
		OR NEW."amount_cents" IS DISTINCT FROM OLD."amount_cents"
		OR NEW."refunded_on" IS DISTINCT FROM OLD."refunded_on"
		OR NEW."payment_id" IS DISTINCT FROM OLD."payment_id"
	) THEN
		RAISE EXCEPTION 'A refund already made cannot change' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_made_final" BEFORE UPDATE ON "refunds"
	FOR EACH ROW EXECUTE FUNCTION "refund_made_is_final"();
--> statement-breakpoint
-- The payments log shows each payment's refund: recording or making one changes what it shows.
CREATE CONSTRAINT TRIGGER "refunds_list_version" AFTER INSERT OR UPDATE OR DELETE ON "refunds"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_rows_changed"();
