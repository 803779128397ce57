ALTER TABLE "sessions" ADD COLUMN "ends_on" timestamp with time zone;
--> statement-breakpoint
UPDATE "sessions" SET "ends_on" = "created_on" + interval '30 days';
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "ends_on" SET DEFAULT (now() + interval '30 days');
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "ends_on" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "sessions_ends_idx" ON "sessions" USING btree ("ends_on");
