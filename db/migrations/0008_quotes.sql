CREATE TABLE "quote" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"design_id" text NOT NULL,
	"design_snapshot" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"quoted_total_cents" integer,
	"shop_message" text,
	"expires_at" timestamp with time zone,
	"order_id" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "quote_id" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "quote_id" text;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_user_idx" ON "quote" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_status_idx" ON "quote" USING btree ("status","expires_at");