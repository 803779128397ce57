ALTER TABLE "payments" ADD COLUMN "buyer_name" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_company" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_email" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_address" text;
--> statement-breakpoint
CREATE FUNCTION "payment_buyer_snapshot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT
		btrim(c."first_name" || ' ' || c."last_name"),
		c."company",
		c."email",
		concat_ws(', ',
			nullif(concat_ws('/', nullif(c."unit_no", ''), nullif(c."address", '')), ''),
			nullif(concat_ws(' ', nullif(c."city", ''), nullif(c."state", ''), nullif(c."zip_code", '')), ''))
	INTO NEW."buyer_name", NEW."buyer_company", NEW."buyer_email", NEW."buyer_address"
	FROM "customers" c WHERE c."id" = NEW."customer_id";
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_buyer_snapshot" BEFORE INSERT OR UPDATE ON "payments"
	FOR EACH ROW WHEN (NEW."status" = 'succeeded' AND NEW."buyer_name" IS NULL)
	EXECUTE FUNCTION "payment_buyer_snapshot"();
--> statement-breakpoint
UPDATE "payments" p SET
	"buyer_name" = btrim(c."first_name" || ' ' || c."last_name"),
	"buyer_company" = c."company",
	"buyer_email" = c."email",
	"buyer_address" = concat_ws(', ',
		nullif(concat_ws('/', nullif(c."unit_no", ''), nullif(c."address", '')), ''),
		nullif(concat_ws(' ', nullif(c."city", ''), nullif(c."state", ''), nullif(c."zip_code", '')), ''))
FROM "customers" c
WHERE c."id" = p."customer_id" AND p."status" = 'succeeded' AND p."buyer_name" IS NULL;
