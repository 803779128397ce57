CREATE TABLE "list_versions" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_list_version"(owner uuid) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "list_versions" AS "v" ("customer_id", "version") VALUES (owner, 1)
		ON CONFLICT ("customer_id") DO UPDATE SET "version" = "v"."version" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "list_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'customers' THEN
		IF TG_OP = 'INSERT' THEN
			PERFORM "bump_list_version"(NEW."id");
		ELSE
			PERFORM "bump_list_version"(OLD."id");
		END IF;
	ELSE
		IF TG_OP = 'INSERT' THEN
			PERFORM "bump_list_version"(NEW."customer_id");
		ELSIF TG_OP = 'DELETE' THEN
			PERFORM "bump_list_version"(OLD."customer_id");
		ELSE
			PERFORM "bump_list_version"(OLD."customer_id");
			IF NEW."customer_id" IS DISTINCT FROM OLD."customer_id" THEN
				PERFORM "bump_list_version"(NEW."customer_id");
			END IF;
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "bump_list_version"('00000000-0000-0000-0000-000000000000');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "customers_list_version" AFTER INSERT OR UPDATE OR DELETE ON "customers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_rows_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vehicles_list_version" AFTER INSERT OR UPDATE OR DELETE ON "vehicles"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_rows_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_methods_list_version" AFTER INSERT OR UPDATE OR DELETE ON "payment_methods"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_rows_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_list_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_rows_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_list_version" AFTER INSERT OR UPDATE OR DELETE ON "payments"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_rows_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "expenses_list_version" AFTER INSERT OR UPDATE OR DELETE ON "expenses"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "catalog_variants_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_variants"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
