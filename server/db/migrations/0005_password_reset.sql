CREATE TABLE "password_resets" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"used_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "password_resets_customer_idx" ON "password_resets" USING btree ("customer_id");
