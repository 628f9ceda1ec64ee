-- Data (issue 15): the seeded CMS pages write money as the shop prints it (core/shared/currency.ts
-- formatMinorUnits, spec §9: the euro sign in front in every language), as db/seed/content now writes
-- it: "75 €" → "€75", "4,90 €" → "€4,90", "50–200 €" → "€50–€200" (pt, es) and "€50–200" → "€50–€200"
-- (en). Only the seeded pages that carried amounts, and only amounts still written the old way.
UPDATE "cms_page" SET
  "title" = regexp_replace(regexp_replace("title", '(^|[^0-9.,])([0-9]+)–([0-9]+) €', '\1€\2–€\3', 'g'), '(^|[^0-9.,])([0-9]+(,[0-9]{2})?) €', '\1€\2', 'g'),
  "description" = regexp_replace(regexp_replace("description", '(^|[^0-9.,])([0-9]+)–([0-9]+) €', '\1€\2–€\3', 'g'), '(^|[^0-9.,])([0-9]+(,[0-9]{2})?) €', '\1€\2', 'g'),
  "body" = regexp_replace(regexp_replace(replace("body", 'públicos —50 €', 'públicos — 50 €'), '(^|[^0-9.,])([0-9]+)–([0-9]+) €', '\1€\2–€\3', 'g'), '(^|[^0-9.,])([0-9]+(,[0-9]{2})?) €', '\1€\2', 'g')
WHERE "locale" IN ('pt', 'es') AND "key" IN ('about', 'faq', 'terms', 'shipping', 'promo')
  AND ("title" ~ '[0-9] €' OR "description" ~ '[0-9] €' OR "body" ~ '[0-9] €');--> statement-breakpoint
UPDATE "cms_page" SET "body" = regexp_replace("body", '€([0-9]+)–([0-9]+)([^0-9.,]|$)', '€\1–€\2\3', 'g')
WHERE "locale" = 'en' AND "key" IN ('about', 'faq', 'terms') AND "body" ~ '€[0-9]+–[0-9]';
