-- An earlier migration of the same run may have left row changes whose deferred triggers (the
-- list versions of 0008) are still pending, and PostgreSQL alters no table with pending trigger
-- events: fire them now.
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
-- The invited person may say no (issue 39): the invitation then leaves the owner's pending list
-- and its link accepts nothing, on every device.
ALTER TABLE "vehicle_invites" ADD COLUMN "declined_on" timestamp with time zone;
--> statement-breakpoint
-- An invitation ends one way only: accepted, withdrawn or declined, never two of them.
ALTER TABLE "vehicle_invites" ADD CONSTRAINT "vehicle_invites_one_ending"
	CHECK (num_nonnulls("used_on", "revoked_on", "declined_on") <= 1);
