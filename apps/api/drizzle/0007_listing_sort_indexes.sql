CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating","review_count","id");--> statement-breakpoint
CREATE INDEX "products_category_sales_idx" ON "products" USING btree ("category_id","sales","id");--> statement-breakpoint
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category_id","discount_percent","id") WHERE "products"."discount_percent" > 0;--> statement-breakpoint
CREATE INDEX "products_subcategory_rating_idx" ON "products" USING btree ("subcategory_id","rating","review_count","id");--> statement-breakpoint
CREATE INDEX "products_subcategory_sales_idx" ON "products" USING btree ("subcategory_id","sales","id");--> statement-breakpoint
CREATE INDEX "products_subcategory_discount_idx" ON "products" USING btree ("subcategory_id","discount_percent","id") WHERE "products"."discount_percent" > 0;--> statement-breakpoint
CREATE INDEX "products_sub_subcategory_rating_idx" ON "products" USING btree ("sub_subcategory_id","rating","review_count","id");--> statement-breakpoint
CREATE INDEX "products_sub_subcategory_sales_idx" ON "products" USING btree ("sub_subcategory_id","sales","id");