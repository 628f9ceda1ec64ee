CREATE TABLE "email_message" (
	"id" text PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"locale" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"job_id" text,
	"related_type" text,
	"related_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_message_status_idx" ON "email_message" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_message_created_idx" ON "email_message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_message_related_idx" ON "email_message" USING btree ("related_type","related_id");