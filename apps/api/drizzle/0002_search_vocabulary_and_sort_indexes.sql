CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_created_idx";--> statement-breakpoint
DROP INDEX "products_sub_subcategory_created_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name || ' ' || regexp_replace(name, '[-''.]', '', 'g')), 'A') || setweight(to_tsvector('english', dokan_immutable_array_to_string(tags, ' ') || ' ' || regexp_replace(dokan_immutable_array_to_string(tags, ' '), '[-''.]', '', 'g')), 'B') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_subcategory_created_idx" ON "products" USING btree ("subcategory_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_sub_subcategory_created_idx" ON "products" USING btree ("sub_subcategory_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating","review_count","id");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales","id");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent","id") WHERE "products"."discount_percent" > 0;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
-- The vector was re-created above, and its index went with the old column.
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Words of names and tags (as written and without hyphens, apostrophes and dots), 2+ characters.
CREATE FUNCTION dokan_search_words(name text, tags text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT DISTINCT word
    FROM regexp_split_to_table(
      lower(name || ' ' || array_to_string(tags, ' ') || ' ' || regexp_replace(name || ' ' || array_to_string(tags, ' '), '[-''.]', '', 'g')),
      '[^[:alnum:]]+'
    ) AS word
    WHERE length(word) >= 2
$$;--> statement-breakpoint
-- Statement-level, with transition tables, so a bulk insert adds its words in one pass.
CREATE FUNCTION dokan_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM changed_products, dokan_search_words(changed_products.name, changed_products.tags) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION dokan_collect_search_terms();--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION dokan_collect_search_terms();--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT w FROM products, dokan_search_words(products.name, products.tags) AS w
ON CONFLICT DO NOTHING;
