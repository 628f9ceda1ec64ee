CREATE TABLE "cart_line" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"kind" text DEFAULT 'blank' NOT NULL,
	"variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_quantity_check" CHECK ("cart_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"token_hash" text,
	"checkout" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_owner_check" CHECK ("cart"."user_id" is not null or "cart"."token_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemption" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"order_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bp" integer,
	"amount_cents" integer,
	"min_spend_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_used_count_check" CHECK ("coupon"."used_count" >= 0),
	CONSTRAINT "coupon_usage_limit_check" CHECK ("coupon"."usage_limit" is null or "coupon"."used_count" <= "coupon"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "gift_card" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_card_balance_check" CHECK ("gift_card"."balance_cents" >= 0 and "gift_card"."balance_cents" <= "gift_card"."initial_cents")
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text DEFAULT 'blank' NOT NULL,
	"product_id" text NOT NULL,
	"product_slug" text NOT NULL,
	"variant_id" text NOT NULL,
	"sku" text NOT NULL,
	"name" jsonb NOT NULL,
	"color_name" jsonb NOT NULL,
	"color_hex" text NOT NULL,
	"garment_type" text NOT NULL,
	"size_code" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"unit_net_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_line_qty_check" CHECK ("order_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_message" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"author" text NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text,
	"cart_id" text,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"access_point" jsonb,
	"shipping_method" jsonb NOT NULL,
	"coupon_code" text,
	"gift_card_code" text,
	"merchandise_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"shipping_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"gift_card_applied_cents" integer DEFAULT 0 NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"tax" jsonb NOT NULL,
	"payment_method" text,
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"stock_released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_cents" >= 0 and "orders"."amount_due_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_template" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"source_order_id" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"carrier" text NOT NULL,
	"service_code" text,
	"carrier_shipment_id" text,
	"tracking_number" text,
	"label_format" text,
	"label_base64" text,
	"status" text DEFAULT 'label_created' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_tracked_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"notification_id" text,
	"transaction_id" text,
	"payment_id" text,
	"gateway_status" text,
	"payload" jsonb,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_event_notification_id_unique" UNIQUE("notification_id")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"transaction_id" text,
	"transaction_signature" text,
	"form_context" text,
	"mbway_phone" text,
	"multibanco" jsonb,
	"gateway_status" text,
	"failure_code" text,
	"succeeded_at" timestamp with time zone,
	"refund_due" boolean DEFAULT false NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "shipping_method" ADD COLUMN "service_code" text;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemption" ADD CONSTRAINT "coupon_redemption_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message" ADD CONSTRAINT "order_message_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_template" ADD CONSTRAINT "order_template_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_variant_idx" ON "cart_line" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_line_cart_idx" ON "cart_line" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_idx" ON "cart" USING btree ("user_id") WHERE "cart"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_token_idx" ON "cart" USING btree ("token_hash") WHERE "cart"."token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemption_order_idx" ON "coupon_redemption" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemption_email_idx" ON "coupon_redemption" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_message_order_idx" ON "order_message" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_pay_by_idx" ON "orders" USING btree ("status","pay_by");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_template_user_name_idx" ON "order_template" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "shipment_order_idx" ON "shipment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_tracking_idx" ON "shipment" USING btree ("carrier","tracking_number");--> statement-breakpoint
CREATE INDEX "payment_event_transaction_idx" ON "payment_event" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_status_idx" ON "payment" USING btree ("status");--> statement-breakpoint
-- Carrier service codes of the demo shipping methods seeded before this column existed (UPS Service.Code, MRW CodigoServicio).
UPDATE "shipping_method" SET "service_code" = CASE "code"
  WHEN 'mrw-pt-standard' THEN '0220'
  WHEN 'mrw-es-standard' THEN '0800'
  WHEN 'ups-standard-eu' THEN '11'
  WHEN 'ups-access-point' THEN '11'
  WHEN 'ups-express-uk' THEN '07'
END WHERE "service_code" IS NULL;
