CREATE TYPE "public"."shipment_source" AS ENUM('manual', 'shipstation');--> statement-breakpoint
CREATE TYPE "public"."shipment_status" AS ENUM('CREATED', 'LABEL_PURCHASED', 'SHIPPED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'EXCEPTION', 'RETURNED');--> statement-breakpoint
CREATE TABLE "rate_quotes" (
	"rate_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"shippo_shipment_id" text NOT NULL,
	"provider" text NOT NULL,
	"carrier" text NOT NULL,
	"servicelevel_name" text,
	"servicelevel_token" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"amount_local" numeric(12, 2),
	"currency_local" text,
	"estimated_days" integer,
	"duration_terms" text,
	"test" boolean DEFAULT false NOT NULL,
	"address_from" jsonb NOT NULL,
	"address_to" jsonb NOT NULL,
	"parcel" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"object_id" text NOT NULL,
	"status" text NOT NULL,
	"status_details" text,
	"substatus" jsonb,
	"location" jsonb,
	"status_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"source" "shipment_source" NOT NULL,
	"invoice_number" text NOT NULL,
	"package_number" integer DEFAULT 1 NOT NULL,
	"po_number" text,
	"tracking_number" text,
	"carrier" text,
	"servicelevel" text,
	"servicelevel_token" text,
	"internal_status" "shipment_status" DEFAULT 'LABEL_PURCHASED' NOT NULL,
	"status_display" text,
	"tracking_status" text,
	"tracking_status_details" text,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"eta" timestamp with time zone,
	"delivery_date" timestamp with time zone,
	"ship_date" timestamp with time zone DEFAULT now() NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"label_url" text,
	"tracking_url" text,
	"shippo_transaction_id" text NOT NULL,
	"shippo_rate_id" text NOT NULL,
	"shippo_shipment_id" text,
	"cost_amount" numeric(12, 2),
	"cost_currency" text,
	"retail_cost_amount" numeric(12, 2),
	"retail_cost_currency" text,
	"address_from" jsonb,
	"address_to" jsonb,
	"parcel" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_quotes" ADD CONSTRAINT "rate_quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_quotes_company_created_at_idx" ON "rate_quotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_shipment_object_idx" ON "shipment_events" USING btree ("shipment_id","object_id");--> statement-breakpoint
CREATE INDEX "shipment_events_status_date_idx" ON "shipment_events" USING btree ("shipment_id","status_date");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_shippo_transaction_id_idx" ON "shipments" USING btree ("shippo_transaction_id");--> statement-breakpoint
CREATE INDEX "shipments_company_created_at_idx" ON "shipments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_company_invoice_idx" ON "shipments" USING btree ("company_id","invoice_number");--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_idx" ON "shipments" USING btree ("tracking_number");