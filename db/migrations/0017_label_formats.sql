CREATE TABLE "branch_label_formats" (
	"company_id" uuid NOT NULL,
	"branch" text NOT NULL,
	"format" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_label_formats_company_id_branch_pk" PRIMARY KEY("company_id","branch")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "label_file_type" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "label_file_type" text DEFAULT 'PDF' NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_label_formats" ADD CONSTRAINT "branch_label_formats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;