DROP INDEX "orders_cod_phone_idx";--> statement-breakpoint
DROP INDEX "orders_cod_address_idx";--> statement-breakpoint
CREATE INDEX "orders_cod_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."payment_method" = 'cash' AND "orders"."status" NOT IN ('pending', 'processing', 'shipped');--> statement-breakpoint
CREATE INDEX "orders_cod_address_idx" ON "orders" USING btree ("district","city",regexp_replace(lower(trim("address_details")), '\s+', ' ', 'g')) WHERE "orders"."payment_method" = 'cash' AND "orders"."status" NOT IN ('pending', 'processing', 'shipped');