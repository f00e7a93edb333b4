DROP INDEX "orders_mobile_banking_trx_key";--> statement-breakpoint
DROP INDEX "orders_mobile_banking_queue_idx";--> statement-breakpoint
ALTER TABLE "bkash_payments" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Data: replayed agreement callbacks may have left several open payments for one order (decision 064);
-- all but the newest are settled as failed (never approved, they lapse at bKash) so the index can hold.
UPDATE "bkash_payments" AS p SET "state" = 'failed', "updated_at" = now()
WHERE p."state" = 'created' AND EXISTS (
  SELECT 1 FROM "bkash_payments" AS q
  WHERE q."transaction_id" = p."transaction_id" AND q."state" IN ('created', 'executing')
    AND (q."created_at", q."payment_id") > (p."created_at", p."payment_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "bkash_payments_open_key" ON "bkash_payments" USING btree ("transaction_id") WHERE "bkash_payments"."state" IN ('created', 'executing');--> statement-breakpoint
CREATE INDEX "orders_cod_open_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."payment_method" = 'cash' AND "orders"."status" IN ('pending', 'processing', 'shipped');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_mobile_banking_trx_key" ON "orders" USING btree ("mobile_banking_provider","payment_reference") WHERE "orders"."mobile_banking_provider" IS NOT NULL AND "orders"."payment_reference" IS NOT NULL AND ("orders"."status" <> 'cancelled' OR "orders"."payment_status" = 'paid' OR "orders"."delivery_fee_confirmed_at" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "orders_mobile_banking_queue_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" <> 'cancelled' AND "orders"."payment_status" <> 'paid' AND (("orders"."payment_method" = 'mobile-banking' AND "orders"."payment_status" = 'pending') OR ("orders"."payment_method" = 'cash' AND "orders"."delivery_fee_prepaid_poisha" > 0 AND "orders"."delivery_fee_confirmed_at" IS NULL));