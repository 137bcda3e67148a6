CREATE TABLE "box_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch" text NOT NULL,
	"name" text NOT NULL,
	"length" numeric(6, 2) NOT NULL,
	"width" numeric(6, 2) NOT NULL,
	"height" numeric(6, 2) NOT NULL,
	"empty_weight" numeric(6, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_last_boxes" (
	"company_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"preset_id" uuid,
	"length" numeric(6, 2) NOT NULL,
	"width" numeric(6, 2) NOT NULL,
	"height" numeric(6, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_last_boxes_company_id_customer_id_pk" PRIMARY KEY("company_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "box_presets" ADD CONSTRAINT "box_presets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_last_boxes" ADD CONSTRAINT "customer_last_boxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_last_boxes" ADD CONSTRAINT "customer_last_boxes_preset_id_box_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."box_presets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_presets_company_branch_name_idx" ON "box_presets" USING btree ("company_id","branch","name");--> statement-breakpoint
CREATE INDEX "box_presets_company_branch_created_idx" ON "box_presets" USING btree ("company_id","branch","created_at");