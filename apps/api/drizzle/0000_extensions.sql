-- Typo-tolerant product search needs trigrams; PGlite and every PostgreSQL ship pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so a generated column cannot call it; for text[] it is immutable in fact.
CREATE OR REPLACE FUNCTION dokan_immutable_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, $2) $$;
