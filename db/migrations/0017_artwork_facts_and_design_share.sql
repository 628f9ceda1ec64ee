ALTER TABLE "design" ADD COLUMN "share_nonce" text;--> statement-breakpoint
ALTER TABLE "design" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "artwork" jsonb;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "source_upload_id" text;--> statement-breakpoint
CREATE INDEX "upload_source_idx" ON "upload" USING btree ("source_upload_id");