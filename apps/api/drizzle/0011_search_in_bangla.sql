ALTER TABLE "products" ADD COLUMN "name_bn_latin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector_bn" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name_bn, '') || ' ' || coalesce(name_bn_latin, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_bn_idx" ON "products" USING gin ("search_vector_bn");--> statement-breakpoint
-- Bangla words of a Bangla name, 2+ characters: split at spaces, ASCII punctuation and the
-- danda only. Character classes cannot be used: a C locale's [:alnum:] knows no Bangla letter,
-- and its [:punct:] takes vowel signs and the hasant for punctuation.
CREATE FUNCTION dokan_bangla_words(name_bn text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT DISTINCT word
    FROM regexp_split_to_table(coalesce(name_bn, ''), '[\s!-/:-@\[-`{-~।]+') AS word
    WHERE length(word) >= 2
$$;--> statement-breakpoint
-- The vocabulary also holds the words of Bangla names and of their Latin spelling, so that a
-- misspelt Bangla or Banglish word is corrected as an English one is.
CREATE OR REPLACE FUNCTION dokan_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT w FROM changed_products, dokan_search_words(changed_products.name || ' ' || coalesce(changed_products.name_bn_latin, ''), changed_products.tags) AS w
  UNION
  SELECT w FROM changed_products, dokan_bangla_words(changed_products.name_bn) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
