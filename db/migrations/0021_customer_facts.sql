CREATE TABLE "invoice_ship_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"customer_facts" jsonb,
	"sales_total" numeric(12, 2),
	"ship_to" jsonb NOT NULL,
	"ship_to_check" jsonb,
	"address_choice" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_quotes" ADD COLUMN "label_extras" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_ship_facts" ADD CONSTRAINT "invoice_ship_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_ship_facts_company_invoice_idx" ON "invoice_ship_facts" USING btree ("company_id","invoice_number");