ALTER TYPE "public"."refund_method" ADD VALUE 'original';--> statement-breakpoint
CREATE INDEX "consignments_created_courier_idx" ON "consignments" USING btree ("created_at","courier");--> statement-breakpoint
CREATE INDEX "order_events_kind_created_idx" ON "order_events" USING btree ("kind","created_at");
