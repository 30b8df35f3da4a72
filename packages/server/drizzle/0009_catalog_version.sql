-- The catalogue's version: every transaction that writes products raises it once, as its last
-- step before commit (a deferred trigger, so the version row is always the last lock a writer
-- takes and two sales never deadlock on it). Each server's in-memory catalogue reads it and knows
-- on its next request that it is old (modules/catalog/cache.ts). An upsert, so a table emptied by
-- hand starts again.
CREATE TABLE IF NOT EXISTS "catalog_version" (
	"id" integer PRIMARY KEY CHECK ("id" = 1),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION feria_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Once per transaction, however many rows it wrote.
	IF current_setting('feria.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
		PERFORM set_config('feria.catalog_bumped', txid_current()::text, true);
		INSERT INTO catalog_version (id, version) VALUES (1, 1)
		ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalog_version"
	AFTER INSERT OR UPDATE OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION feria_bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version_truncate"
	AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION feria_bump_catalog_version();
