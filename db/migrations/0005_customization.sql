CREATE TABLE "dye" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"hex" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dye_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "label_option" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slot" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"unit_cents" integer DEFAULT 0 NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"position" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_option_code_unique" UNIQUE("code"),
	CONSTRAINT "label_option_price_check" CHECK ("label_option"."unit_cents" >= 0 and "label_option"."min_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "technique" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_colours" integer,
	"pricing" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technique_code_unique" UNIQUE("code"),
	CONSTRAINT "technique_limits_check" CHECK ("technique"."min_quantity" >= 1 and ("technique"."max_colours" is null or "technique"."max_colours" >= 1))
);
--> statement-breakpoint
CREATE TABLE "three_product_dye" (
	"three_product_id" text NOT NULL,
	"dye_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "three_product_dye_three_product_id_dye_id_pk" PRIMARY KEY("three_product_id","dye_id")
);
--> statement-breakpoint
CREATE TABLE "three_product_placement" (
	"id" text PRIMARY KEY NOT NULL,
	"three_product_id" text NOT NULL,
	"code" text NOT NULL,
	"panel" text NOT NULL,
	"name" jsonb NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"uv" jsonb NOT NULL,
	"techniques" jsonb NOT NULL,
	"excludes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "three_product_placement_size_check" CHECK ("three_product_placement"."width_mm" > 0 and "three_product_placement"."height_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "three_product" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"garment_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sizes" jsonb NOT NULL,
	"size_surcharge_cents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"base_price_breaks" jsonb NOT NULL,
	"default_dye_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "three_product_code_unique" UNIQUE("code"),
	CONSTRAINT "three_product_garment_type_unique" UNIQUE("garment_type")
);
--> statement-breakpoint
ALTER TABLE "three_product_dye" ADD CONSTRAINT "three_product_dye_three_product_id_three_product_id_fk" FOREIGN KEY ("three_product_id") REFERENCES "public"."three_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_product_dye" ADD CONSTRAINT "three_product_dye_dye_id_dye_id_fk" FOREIGN KEY ("dye_id") REFERENCES "public"."dye"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "three_product_placement" ADD CONSTRAINT "three_product_placement_three_product_id_three_product_id_fk" FOREIGN KEY ("three_product_id") REFERENCES "public"."three_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "label_option_one_default_idx" ON "label_option" USING btree ("slot") WHERE "label_option"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "three_product_placement_code_idx" ON "three_product_placement" USING btree ("three_product_id","code");