CREATE TABLE "odometer_readings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"reading_km" integer NOT NULL,
	"read_on" date NOT NULL,
	"photo_path" text,
	"idempotency_key" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "odometer_readings_vehicle_idx" ON "odometer_readings" USING btree ("customer_id","vehicle_id","read_on");
--> statement-breakpoint
CREATE UNIQUE INDEX "odometer_readings_customer_key_idx" ON "odometer_readings" USING btree ("customer_id","idempotency_key");
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "rego_expiry" date;
--> statement-breakpoint
CREATE INDEX "expenses_customer_vehicle_date_idx" ON "expenses" USING btree ("customer_id","vehicle_id","expense_date");
