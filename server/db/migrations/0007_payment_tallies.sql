CREATE TABLE "payment_tallies" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_tallies" ADD CONSTRAINT "payment_tallies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "payment_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "payment_tallies" SET "payments" = "payments" - 1 WHERE "customer_id" = OLD."customer_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "payment_tallies" AS "t" ("customer_id", "payments") VALUES (NEW."customer_id", 1)
			ON CONFLICT ("customer_id") DO UPDATE SET "payments" = "t"."payments" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_tally" AFTER INSERT OR DELETE OR UPDATE OF "customer_id" ON "payments"
	FOR EACH ROW EXECUTE FUNCTION "payment_tally"();
--> statement-breakpoint
INSERT INTO "payment_tallies" ("customer_id", "payments")
	SELECT "customer_id", count(*)::int FROM "payments" GROUP BY "customer_id"
	ON CONFLICT ("customer_id") DO UPDATE SET "payments" = excluded."payments";
