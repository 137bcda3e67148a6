CREATE TABLE "ship54_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "freight_charge" jsonb;--> statement-breakpoint
ALTER TABLE "ship54_rules" ADD CONSTRAINT "ship54_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ship54_rules_company_kind_name_idx" ON "ship54_rules" USING btree ("company_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "ship54_rules_company_kind_position_idx" ON "ship54_rules" USING btree ("company_id","kind","position");