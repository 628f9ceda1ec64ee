CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "category" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_id" text,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "color" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"hex" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "color_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "material" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"composition" jsonb NOT NULL,
	"weight_gsm" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_relation" (
	"product_id" text NOT NULL,
	"related_product_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relation_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"garment_type" text NOT NULL,
	"category_id" text NOT NULL,
	"material_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"care" jsonb NOT NULL,
	"fit" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_price_cents" integer,
	"customizable" boolean DEFAULT false NOT NULL,
	"best_seller_rank" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search_text_en" text DEFAULT '' NOT NULL,
	"search_text_pt" text DEFAULT '' NOT NULL,
	"search_text_es" text DEFAULT '' NOT NULL,
	"search_vector_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_text_en)) STORED,
	"search_vector_pt" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, search_text_pt)) STORED,
	"search_vector_es" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, search_text_es)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "size" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "size_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "variant" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"color_id" text NOT NULL,
	"size_id" text NOT NULL,
	"sku" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"price_cents_override" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variant_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rate" (
	"rates_date" text NOT NULL,
	"currency" text NOT NULL,
	"rate" double precision NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rate_rates_date_currency_pk" PRIMARY KEY("rates_date","currency")
);
--> statement-breakpoint
CREATE TABLE "shipping_method" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"carrier" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"free_over_cents" integer,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"countries" jsonb NOT NULL,
	"to_access_point" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_method_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "product_relation" ADD CONSTRAINT "product_relation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relation" ADD CONSTRAINT "product_relation_related_product_id_product_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant" ADD CONSTRAINT "variant_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant" ADD CONSTRAINT "variant_color_id_color_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."color"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant" ADD CONSTRAINT "variant_size_id_size_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."size"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_garment_type_idx" ON "product" USING btree ("garment_type");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_search_vector_en_idx" ON "product" USING gin ("search_vector_en");--> statement-breakpoint
CREATE INDEX "product_search_vector_pt_idx" ON "product" USING gin ("search_vector_pt");--> statement-breakpoint
CREATE INDEX "product_search_vector_es_idx" ON "product" USING gin ("search_vector_es");--> statement-breakpoint
CREATE INDEX "product_search_text_en_trgm_idx" ON "product" USING gin ("search_text_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_text_pt_trgm_idx" ON "product" USING gin ("search_text_pt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_text_es_trgm_idx" ON "product" USING gin ("search_text_es" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "variant_product_color_size_idx" ON "variant" USING btree ("product_id","color_id","size_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_key_locale_idx" ON "cms_page" USING btree ("key","locale");