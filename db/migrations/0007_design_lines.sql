ALTER TABLE "cart_line" ALTER COLUMN "variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ALTER COLUMN "variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "design_id" text;--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "sample_size" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "design_id" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "design_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_design_id_design_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."design"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_design_idx" ON "cart_line" USING btree ("cart_id","design_id","kind") WHERE "cart_line"."design_id" is not null;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_kind_check" CHECK (("cart_line"."kind" = 'blank' and "cart_line"."variant_id" is not null) or ("cart_line"."kind" <> 'blank' and "cart_line"."design_id" is not null));