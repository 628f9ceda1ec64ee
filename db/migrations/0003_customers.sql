CREATE TABLE "customer_address" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text,
	"country" text NOT NULL,
	"street_address" text NOT NULL,
	"house_number" text,
	"additional_info" text,
	"city" text NOT NULL,
	"postcode" text,
	"phone" text NOT NULL,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_payment_method" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"gateway" text NOT NULL,
	"token_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_payment_method_last4_check" CHECK ("customer_payment_method"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "customer_payment_method_exp_month_check" CHECK ("customer_payment_method"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "customer_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text DEFAULT 'undisclosed' NOT NULL,
	"phone" text,
	"accepts_marketing" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payment_method" ADD CONSTRAINT "customer_payment_method_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profile" ADD CONSTRAINT "customer_profile_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_address_user_idx" ON "customer_address" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_address_one_default_idx" ON "customer_address" USING btree ("user_id") WHERE "customer_address"."is_default_shipping";--> statement-breakpoint
CREATE INDEX "customer_payment_method_user_idx" ON "customer_payment_method" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_payment_method_token_idx" ON "customer_payment_method" USING btree ("user_id","gateway","token_ref");