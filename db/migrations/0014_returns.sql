CREATE TABLE "return_lookup_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_request" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"refund_cents" integer NOT NULL,
	"shipping_refund_cents" integer DEFAULT 0 NOT NULL,
	"withdrawal" jsonb,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"shop_note" text,
	"refund_id" text,
	"gift_card_code" text,
	"replacement_released_at" timestamp with time zone,
	"restocked_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_request_number_unique" UNIQUE("number"),
	CONSTRAINT "return_request_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "return_request_refund_check" CHECK ("return_request"."refund_cents" >= 0 and "return_request"."shipping_refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"window_days" integer DEFAULT 14 NOT NULL,
	"return_shipping_paid_by" text DEFAULT 'customer' NOT NULL,
	"restock_on_receipt" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_settings_window_check" CHECK ("return_settings"."window_days" >= 14 and "return_settings"."window_days" <= 365)
);
--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_request_order_idx" ON "return_request" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "return_request_status_idx" ON "return_request" USING btree ("status","answer_by");