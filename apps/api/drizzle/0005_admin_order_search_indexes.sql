CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_items_owner_order_idx" ON "order_items" USING btree ("owner_id","order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_name_trgm_idx" ON "order_items" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_poisha","id");--> statement-breakpoint
CREATE INDEX "orders_id_trgm_idx" ON "orders" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
-- Replaced by order_items_owner_order_idx, created above, which also serves lookups by owner alone.
DROP INDEX "order_items_owner_idx";
