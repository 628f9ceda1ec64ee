CREATE TABLE "cms_page_revision" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"edited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"return_id" text,
	"idempotency_key" text NOT NULL,
	"created_by" text,
	"failure_code" text,
	"succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refund_amount_check" CHECK ("refund"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_revision_key_version_idx" ON "cms_page_revision" USING btree ("key","version");--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_status_idx" ON "refund" USING btree ("status","created_at");