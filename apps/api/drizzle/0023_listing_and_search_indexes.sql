DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_created_idx";--> statement-breakpoint
DROP INDEX "products_sub_subcategory_created_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_category_sales_idx";--> statement-breakpoint
DROP INDEX "products_category_discount_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_rating_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_sales_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_discount_idx";--> statement-breakpoint
DROP INDEX "products_sub_subcategory_rating_idx";--> statement-breakpoint
DROP INDEX "products_sub_subcategory_sales_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
CREATE INDEX "products_name_vector_idx" ON "products" USING gin (ts_filter("search_vector", '{a}'));--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_subcategory_created_idx" ON "products" USING btree ("subcategory_id","created_at","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_sub_subcategory_created_idx" ON "products" USING btree ("sub_subcategory_id","created_at","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating","review_count","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating","review_count","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_category_sales_idx" ON "products" USING btree ("category_id","sales","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category_id","discount_percent","id","price_poisha") WHERE "products"."discount_percent" > 0;--> statement-breakpoint
CREATE INDEX "products_subcategory_rating_idx" ON "products" USING btree ("subcategory_id","rating","review_count","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_subcategory_sales_idx" ON "products" USING btree ("subcategory_id","sales","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_subcategory_discount_idx" ON "products" USING btree ("subcategory_id","discount_percent","id","price_poisha") WHERE "products"."discount_percent" > 0;--> statement-breakpoint
CREATE INDEX "products_sub_subcategory_rating_idx" ON "products" USING btree ("sub_subcategory_id","rating","review_count","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_sub_subcategory_sales_idx" ON "products" USING btree ("sub_subcategory_id","sales","id","price_poisha","discount_percent");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent","id","price_poisha") WHERE "products"."discount_percent" > 0;