CREATE TABLE "design" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"guest_token_hash" text,
	"three_product_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document" jsonb NOT NULL,
	"preflight" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"front_image_id" text,
	"back_image_id" text,
	"source_design_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_owner_check" CHECK ("design"."user_id" is not null or "design"."guest_token_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "upload" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"guest_token_hash" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width_px" integer,
	"height_px" integer,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design" ADD CONSTRAINT "design_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design" ADD CONSTRAINT "design_three_product_id_three_product_id_fk" FOREIGN KEY ("three_product_id") REFERENCES "public"."three_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_user_idx" ON "design" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "design_guest_idx" ON "design" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "design_published_idx" ON "design" USING btree ("updated_at") WHERE "design"."published";--> statement-breakpoint
CREATE INDEX "upload_user_idx" ON "upload" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_guest_idx" ON "upload" USING btree ("guest_token_hash");