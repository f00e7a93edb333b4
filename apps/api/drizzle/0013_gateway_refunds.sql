ALTER TABLE "refunds" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_refund_claimed_at" timestamp with time zone;