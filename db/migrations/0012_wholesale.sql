CREATE TABLE "price_list_item" (
	"id" text PRIMARY KEY NOT NULL,
	"price_list_id" text NOT NULL,
	"product_id" text,
	"garment_type" text,
	"moq" integer DEFAULT 1 NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_item_scope_ck" CHECK (("price_list_item"."product_id" is null) <> ("price_list_item"."garment_type" is null)),
	CONSTRAINT "price_list_item_moq_ck" CHECK ("price_list_item"."moq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_check" (
	"id" text PRIMARY KEY NOT NULL,
	"scheme" text NOT NULL,
	"vat_number" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"proof" text,
	"name" text,
	"address" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wholesale_application" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stage" text NOT NULL,
	"brand_name" text NOT NULL,
	"website" text,
	"instagram" text,
	"zip" text NOT NULL,
	"eu_vat_number" text,
	"eu_vat_status" text,
	"eu_vat_check_id" text,
	"uk_vat_number" text,
	"uk_vat_status" text,
	"uk_vat_check_id" text,
	"vat_retries" integer DEFAULT 0 NOT NULL,
	"vat_retry_at" timestamp with time zone,
	"newsletter" boolean DEFAULT false NOT NULL,
	"locale" text NOT NULL,
	"decline_reason" text,
	"price_list_id" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_list_item" ADD CONSTRAINT "price_list_item_price_list_id_price_list_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_application" ADD CONSTRAINT "wholesale_application_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_item_list_idx" ON "price_list_item" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "vat_check_number_idx" ON "vat_check" USING btree ("vat_number","checked_at");--> statement-breakpoint
CREATE INDEX "wholesale_application_user_idx" ON "wholesale_application" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wholesale_application_stage_idx" ON "wholesale_application" USING btree ("stage","created_at");--> statement-breakpoint
CREATE INDEX "wholesale_application_retry_idx" ON "wholesale_application" USING btree ("vat_retry_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_application_open_uq" ON "wholesale_application" USING btree ("user_id") WHERE "wholesale_application"."stage" in ('contact', 'review');