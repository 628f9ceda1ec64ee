-- Issue 14: one live unpaid order per cart. A database that already holds several (placed
-- concurrently before this fix) keeps the newest of each cart there; the older ones leave the cart
-- and lapse at once (the payments sweep cancels them within a minute and gives their stock back).
UPDATE "orders" SET "cart_id" = NULL, "pay_by" = now() WHERE "status" = 'awaiting_payment' AND "payment_method" IS NULL AND "cart_id" IS NOT NULL AND "id" NOT IN (SELECT DISTINCT ON ("cart_id") "id" FROM "orders" WHERE "status" = 'awaiting_payment' AND "payment_method" IS NULL AND "cart_id" IS NOT NULL ORDER BY "cart_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_cart" ON "orders" USING btree ("cart_id") WHERE "orders"."status" = 'awaiting_payment' and "orders"."payment_method" is null;
