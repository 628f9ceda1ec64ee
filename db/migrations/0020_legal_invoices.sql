-- Issue 19 (ADR 0024): legal documents from the certified invoicing service. One row per FR (order) and NC
-- (refund), written pending with the payment or refund it documents; the job issues it. Orders keep the tax
-- id and company name given at checkout for the invoice.
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"refund_id" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"number" text,
	"atcud" text,
	"total_cents" integer NOT NULL,
	"external_id" text,
	"pdf_key" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('FR', 'NC')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'issued', 'failed')),
	CONSTRAINT "invoices_nc_refund_check" CHECK (("invoices"."type" = 'NC') = ("invoices"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_tax_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_company_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_type_idx" ON "invoices" USING btree ("order_id","type") WHERE "invoices"."refund_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_idx" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");