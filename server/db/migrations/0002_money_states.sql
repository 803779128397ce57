-- One default card and one default bank per customer. Older code could leave several; the
-- newest of them stays default.
UPDATE "payment_methods" AS p SET "is_default" = false
WHERE p."is_default" AND NOT p."is_deleted" AND EXISTS (
	SELECT 1 FROM "payment_methods" AS q
	WHERE q."customer_id" = p."customer_id" AND q."kind" = p."kind"
		AND q."is_default" AND NOT q."is_deleted"
		AND (q."created_on", q."id") > (p."created_on", p."id")
);
--> statement-breakpoint
-- SPEC §9: with none marked the first is the default; say so in the data, so reads never write.
UPDATE "payment_methods" AS p SET "is_default" = true
WHERE NOT p."is_deleted" AND NOT EXISTS (
	SELECT 1 FROM "payment_methods" AS q
	WHERE q."customer_id" = p."customer_id" AND q."kind" = p."kind"
		AND NOT q."is_deleted" AND (q."is_default" OR (q."created_on", q."id") < (p."created_on", p."id"))
);
--> statement-breakpoint
-- A partial uniqueness rule checked at the end of each statement (DEFERRABLE), so moving the
-- default is one UPDATE that clears the old row and sets the new one in whatever order.
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_one_default"
	EXCLUDE USING btree ("customer_id" WITH =, "kind" WITH =)
	WHERE ("is_default" AND NOT "is_deleted") DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
-- Money that settled for a plan that no longer runs (cancelled while a late provider answer was
-- on its way) is owed back: one refund per payment, made by the jobs.
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"reason" text NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");
