-- Issue 19: a return completed as store credit is recorded as a refund row (method store_credit) with its
-- credit note; an order paid by gift card only has no payment, so payment_id may be null.
ALTER TABLE "refund" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "method" text DEFAULT 'gateway' NOT NULL;