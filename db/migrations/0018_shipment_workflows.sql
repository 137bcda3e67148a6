CREATE TABLE "shipment_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"invoice_number" text NOT NULL,
	"po_number" text,
	"user_id" uuid,
	"session_id" uuid,
	"shipment_ids" jsonb NOT NULL,
	"freight" jsonb,
	"box" jsonb,
	"steps" jsonb NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"runner_id" uuid,
	"lease_until" timestamp with time zone,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "money_state" text DEFAULT 'label_bought' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "money_state_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_workflows" ADD CONSTRAINT "shipment_workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_workflows" ADD CONSTRAINT "shipment_workflows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_workflows" ADD CONSTRAINT "shipment_workflows_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_workflows_key_idx" ON "shipment_workflows" USING btree ("key");--> statement-breakpoint
CREATE INDEX "shipment_workflows_due_idx" ON "shipment_workflows" USING btree ("state","next_run_at");--> statement-breakpoint
CREATE INDEX "shipment_workflows_company_invoice_idx" ON "shipment_workflows" USING btree ("company_id","invoice_number");--> statement-breakpoint
UPDATE "shipments" SET "money_state" = 'voided' WHERE "voided_at" IS NOT NULL;--> statement-breakpoint
UPDATE "shipments" SET "money_state" = 'no_freight' WHERE "voided_at" IS NULL AND "source" = 'manual';--> statement-breakpoint
UPDATE "shipments" s SET "money_state" = 'freight_posted' WHERE s."voided_at" IS NULL AND s."source" = 'shipstation' AND EXISTS (SELECT 1 FROM "intents" i WHERE i."kind" = 'freight' AND i."state" = 'done' AND (i."request"->>'shipmentId' = s."id"::text OR i."request"->'shipmentIds' @> to_jsonb(s."id"::text)));
