-- The ATO's logbook: a vehicle's 12-week periods and the trips logged in them. Trips reach the
-- server through the outbox like odometer readings, so each carries the draft's idempotency key.
CREATE TABLE "logbook_periods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_periods_twelve_weeks" CHECK ("ends_on" = "starts_on" + 83)
);
--> statement-breakpoint
ALTER TABLE "logbook_periods" ADD CONSTRAINT "logbook_periods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "logbook_periods" ADD CONSTRAINT "logbook_periods_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "logbook_periods_vehicle_idx" ON "logbook_periods" USING btree ("customer_id","vehicle_id","starts_on");
--> statement-breakpoint
CREATE TABLE "logbook_trips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"trip_on" date NOT NULL,
	"start_km" integer NOT NULL,
	"end_km" integer NOT NULL,
	"purpose" text NOT NULL,
	"reason" text,
	"idempotency_key" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_trips_forwards" CHECK ("start_km" >= 0 AND "end_km" >= "start_km"),
	CONSTRAINT "logbook_trips_purpose" CHECK ("purpose" IN ('business', 'private')),
	CONSTRAINT "logbook_trips_business_reason" CHECK ("purpose" = 'private' OR "reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "logbook_trips" ADD CONSTRAINT "logbook_trips_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "logbook_trips" ADD CONSTRAINT "logbook_trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "logbook_trips_vehicle_idx" ON "logbook_trips" USING btree ("customer_id","vehicle_id","trip_on");
--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_trips_customer_key_idx" ON "logbook_trips" USING btree ("customer_id","idempotency_key");
--> statement-breakpoint
-- The GST a receipt shows and whether it is a valid tax invoice; null until a receipt is read.
-- (Receipt reading adds the same columns, hence IF NOT EXISTS.)
ALTER TABLE "expenses" ADD COLUMN IF NOT EXISTS "gst_cents" integer;
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN IF NOT EXISTS "tax_invoice" text;
