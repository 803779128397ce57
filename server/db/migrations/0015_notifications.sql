-- Push notifications: the devices a customer turned them on for, what each kind is set to, and
-- the queue the jobs work through (each notification once, retried with backoff).
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_customer_idx" ON "push_subscriptions" ("customer_id");
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"customer_id" uuid NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("customer_id", "kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"action" text,
	"status" text DEFAULT 'queued' NOT NULL CHECK ("status" IN ('queued', 'sending', 'sent', 'skipped', 'failed')),
	"channel" text CHECK ("channel" IN ('push', 'email')),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_on" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_idx" ON "notifications" ("customer_id", "event_key");
--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" ("status", "next_attempt_on");
--> statement-breakpoint
-- Events are noticed from here on: what happened before this migration was news long ago.
INSERT INTO "server_facts" ("key", "value") VALUES ('notifications-since', now()::text)
	ON CONFLICT ("key") DO NOTHING;
