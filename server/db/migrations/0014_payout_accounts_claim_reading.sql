CREATE TABLE "payout_accounts" (
	"customer_id" uuid PRIMARY KEY NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
	"bsb" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_sealed" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_bsb_digits" CHECK ("bsb" ~ '^[0-9]{6}$'),
	CONSTRAINT "payout_accounts_last4_digits" CHECK ("account_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payout_accounts_sealed" CHECK ("account_sealed" LIKE 'v1.%')
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN IF NOT EXISTS "reading" jsonb;
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN IF NOT EXISTS "entered" jsonb;
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN IF NOT EXISTS "gst_cents" integer;
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN IF NOT EXISTS "tax_invoice" text;
