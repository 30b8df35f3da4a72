-- The version trigger also notifies on "feria_catalogo" when it raises the version. PostgreSQL
-- delivers it at commit; the embedded server listens and so reads the version again only after a
-- write, not on every request (modules/catalog/cache.ts). Servers on PostgreSQL keep reading the
-- version per request: a notification from another server may arrive a moment late.
CREATE OR REPLACE FUNCTION feria_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Once per transaction, however many rows it wrote.
	IF current_setting('feria.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
		PERFORM set_config('feria.catalog_bumped', txid_current()::text, true);
		INSERT INTO catalog_version (id, version) VALUES (1, 1)
		ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
		PERFORM pg_notify('feria_catalogo', '');
	END IF;
	RETURN NULL;
END;
$$;
