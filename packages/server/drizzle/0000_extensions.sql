-- Search ignores case and accents: unaccent wrapped in an immutable function so it can feed a
-- generated column, and trigram indexes for "contains" searches. On PGlite both extensions are
-- loaded when the database is opened (db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION feria_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
