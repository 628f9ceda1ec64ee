DROP INDEX "shipment_order_idx";--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "sequence" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- an order shipped twice by a double click before this migration keeps both rows, numbered by age
UPDATE "shipment" s SET "sequence" = n.rn
FROM (SELECT "id", row_number() OVER (PARTITION BY "order_id" ORDER BY "created_at", "id") AS rn FROM "shipment") n
WHERE s."id" = n."id" AND n.rn > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_order_sequence_idx" ON "shipment" USING btree ("order_id","sequence");
