-- A second driver (issue 30): a vehicle's members besides its owner (the vehicle's own customer),
-- the invitations that make them, and who filed each claim.
CREATE TABLE "vehicle_members" (
	"vehicle_id" uuid NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	"customer_id" uuid NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"role" text NOT NULL CHECK ("role" IN ('driver', 'viewer')),
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("vehicle_id", "customer_id")
);
--> statement-breakpoint
CREATE INDEX "vehicle_members_customer_idx" ON "vehicle_members" ("customer_id");
--> statement-breakpoint
-- token_hash is the sha256 of the emailed token: a leaked table hands out no working link.
CREATE TABLE "vehicle_invites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"vehicle_id" uuid NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"role" text NOT NULL CHECK ("role" IN ('driver', 'viewer')),
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"used_on" timestamp with time zone,
	"used_by" uuid REFERENCES "customers"("id") ON DELETE set null,
	"revoked_on" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "vehicle_invites_vehicle_idx" ON "vehicle_invites" ("vehicle_id", "created_on");
--> statement-breakpoint
-- Nullable only so deleting a driver's account keeps the owner's claims; every insert sets it.
ALTER TABLE "expenses" ADD COLUMN "filed_by" uuid REFERENCES "customers"("id") ON DELETE set null;
--> statement-breakpoint
UPDATE "expenses" SET "filed_by" = "customer_id" WHERE "filed_by" IS NULL;
--> statement-breakpoint
-- A member's lists show the vehicle and its claims: a change to either raises each member's list
-- version too (the owner's is raised by list_rows_changed), so a driver's copy is never stale.
CREATE FUNCTION "shared_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	vid uuid;
BEGIN
	IF TG_TABLE_NAME = 'vehicles' THEN
		vid := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
	ELSE
		vid := CASE WHEN TG_OP = 'DELETE' THEN OLD."vehicle_id" ELSE NEW."vehicle_id" END;
	END IF;
	PERFORM "bump_list_version"(m."customer_id") FROM "vehicle_members" m WHERE m."vehicle_id" = vid;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vehicles_member_list_version" AFTER INSERT OR UPDATE OR DELETE ON "vehicles"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "shared_rows_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "expenses_member_list_version" AFTER INSERT OR UPDATE OR DELETE ON "expenses"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "shared_rows_changed"();
--> statement-breakpoint
-- Joining or leaving changes what the member's lists show: their version moves, so their device
-- replaces its copies (a removed driver's copy of the vehicle goes at the next answer).
CREATE CONSTRAINT TRIGGER "vehicle_members_list_version" AFTER INSERT OR UPDATE OR DELETE ON "vehicle_members"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_rows_changed"();
