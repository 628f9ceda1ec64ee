ALTER TABLE "product" ADD COLUMN "lead_color_id" text;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_lead_color_id_color_id_fk" FOREIGN KEY ("lead_color_id") REFERENCES "public"."color"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Data (issue 15): the demo catalogue's lead colours, for databases seeded before this migration
-- (db/seed/catalog/products/*.ts `leadColor`; a fresh seed sets them itself). Only products still
-- without a lead colour and still offered in that colour are touched.
UPDATE "product" AS p SET "lead_color_id" = c."id"
FROM (VALUES
  ('essential-organic-tee', 'white'),
  ('heavyweight-crew-tee', 'black'),
  ('lightweight-slub-tee', 'sage'),
  ('heavyweight-boxy-tee', 'sand'),
  ('garment-dyed-oversized-tee', 'terracotta'),
  ('organic-oversized-tee', 'sky'),
  ('classic-pullover-hoodie', 'navy'),
  ('brushed-fleece-hoodie', 'forest'),
  ('lightweight-terry-hoodie', 'heather-grey'),
  ('oversized-heavy-hoodie', 'burgundy'),
  ('garment-dyed-oversized-hoodie', 'sage'),
  ('everyday-oversized-hoodie', 'black'),
  ('classic-crewneck-sweatshirt', 'forest'),
  ('brushed-fleece-crewneck', 'ecru'),
  ('lightweight-terry-crewneck', 'sage'),
  ('oversized-heavy-crewneck', 'charcoal'),
  ('garment-dyed-oversized-sweatshirt', 'sky'),
  ('french-terry-sweat-shorts', 'heather-grey'),
  ('ripstop-drawcord-shorts', 'navy'),
  ('classic-fleece-joggers', 'black'),
  ('relaxed-terry-sweatpants', 'charcoal'),
  ('twill-drawcord-joggers', 'forest')
) AS lead("slug", "color_code")
JOIN "color" AS c ON c."code" = lead."color_code"
WHERE p."slug" = lead."slug" AND p."lead_color_id" IS NULL
  AND EXISTS (SELECT 1 FROM "variant" v WHERE v."product_id" = p."id" AND v."color_id" = c."id");--> statement-breakpoint
-- Data (issue 15): a customizable product's description links to its own configurator
-- (/customize/{slug}) instead of the garment picker; texts without the old link are left as they are.
UPDATE "product" SET "description" = replace("description"::text, '](/customize)', '](/customize/' || "slug" || ')')::jsonb
WHERE "customizable" AND "description"::text LIKE '%](/customize)%';
