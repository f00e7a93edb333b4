-- The search vocabulary (0002, 0011) was collected again after every UPDATE of products: a
-- statement-level trigger, so an order's stock update, a delivery's sales and a review's rating
-- each split the product's name, Bangla name and tags into words and looked every word up, about
-- half a millisecond of every order. A statement-level trigger with transition tables cannot name
-- its columns, so an update now fires a row-level one, and only when a name or the tags changed.
-- Inserts keep the statement-level trigger, so a bulk insert adds its words in one pass.
CREATE FUNCTION dokan_product_search_terms(name text, name_bn text, name_bn_latin text, tags text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT w FROM dokan_search_words(name || ' ' || coalesce(name_bn_latin, ''), tags) AS w
    UNION
    SELECT w FROM dokan_bangla_words(name_bn) AS w
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dokan_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w
  FROM changed_products,
    dokan_product_search_terms(changed_products.name, changed_products.name_bn, changed_products.name_bn_latin, changed_products.tags) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION dokan_collect_search_terms_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT w FROM dokan_product_search_terms(NEW.name, NEW.name_bn, NEW.name_bn_latin, NEW.tags) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER products_search_terms_update ON products;--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE OF name, name_bn, name_bn_latin, tags ON products
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_bn IS DISTINCT FROM NEW.name_bn
    OR OLD.name_bn_latin IS DISTINCT FROM NEW.name_bn_latin OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION dokan_collect_search_terms_of_row();
