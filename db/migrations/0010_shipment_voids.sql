ALTER TYPE "public"."shipment_status" ADD VALUE 'VOIDED';--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "refund_message" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "voided_at" timestamp with time zone;