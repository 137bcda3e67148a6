CREATE TABLE "shippo_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shippo_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text,
	"carrier" text,
	"tracking_number" text,
	"raw_body" text NOT NULL,
	"outcome" text DEFAULT 'received' NOT NULL,
	"reason" text,
	"events_added" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shippo_webhook_secrets" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "last_tracked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shippo_oauth_states" ADD CONSTRAINT "shippo_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippo_oauth_states" ADD CONSTRAINT "shippo_oauth_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippo_webhook_deliveries" ADD CONSTRAINT "shippo_webhook_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippo_webhook_secrets" ADD CONSTRAINT "shippo_webhook_secrets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shippo_oauth_states_expires_at_idx" ON "shippo_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shippo_webhook_deliveries_received_at_idx" ON "shippo_webhook_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "shippo_webhook_deliveries_company_id_idx" ON "shippo_webhook_deliveries" USING btree ("company_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shippo_webhook_secrets_secret_hash_idx" ON "shippo_webhook_secrets" USING btree ("secret_hash");