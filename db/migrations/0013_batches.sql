CREATE TABLE "batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"package_number" integer NOT NULL,
	"quote_id" text NOT NULL,
	"carrier" text,
	"service" text,
	"amount" numeric(12, 2),
	"currency" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"tracking_number" text,
	"label_url" text,
	"transaction_id" text,
	"shipment_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch" text NOT NULL,
	"created_by" uuid,
	"session_id" uuid,
	"rule" jsonb NOT NULL,
	"box_preset_id" uuid,
	"box" jsonb NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"runner_id" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "batch_items" ADD CONSTRAINT "batch_items_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_items_batch_position_idx" ON "batch_items" USING btree ("batch_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_items_batch_invoice_idx" ON "batch_items" USING btree ("batch_id","invoice_number");--> statement-breakpoint
CREATE INDEX "batches_company_branch_created_idx" ON "batches" USING btree ("company_id","branch","created_at");