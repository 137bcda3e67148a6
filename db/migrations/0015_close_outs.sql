CREATE TABLE "close_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch" text NOT NULL,
	"day" text NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"manifests" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "close_out_id" uuid;--> statement-breakpoint
ALTER TABLE "close_outs" ADD CONSTRAINT "close_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "close_outs" ADD CONSTRAINT "close_outs_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "close_outs_company_branch_day_idx" ON "close_outs" USING btree ("company_id","branch","day");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_close_out_id_close_outs_id_fk" FOREIGN KEY ("close_out_id") REFERENCES "public"."close_outs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_company_branch_close_out_idx" ON "shipments" USING btree ("company_id","branch","close_out_id");