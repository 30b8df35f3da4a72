-- Issue 29: products.search (a generated accent- and case-free text) and its trigram index were
-- kept by the database on every product write but read by no query: the catalogue searches in
-- memory (modules/catalog). Both go. feria_unaccent stays (producer names); the pg_trgm extension
-- stays installed, since migration 0000 creates it on every new database.
DROP INDEX "products_search_trgm";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search";

