CREATE TABLE "receipt_blobs" (
	"name" text PRIMARY KEY NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_chunks" (
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "receipt_chunks_pk" PRIMARY KEY("name","seq"),
	CONSTRAINT "receipt_chunks_name_receipt_blobs_name_fk" FOREIGN KEY ("name") REFERENCES "receipt_blobs"("name") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "receipt_blobs_created_idx" ON "receipt_blobs" USING btree ("complete","created_on");
--> statement-breakpoint
CREATE INDEX "uploads_customer_created_idx" ON "uploads" USING btree ("customer_id","created_on");
--> statement-breakpoint
CREATE INDEX "expenses_reciept_idx" ON "expenses" USING btree ("reciept");
