-- Issue 35. The catalogue's version gains a second number, "contenido": raised like "version" by a
-- transaction that writes products, except when all it changed of them is their stock. A server's
-- in-memory catalogue that is behind only in stock goes on serving its bytes while the next copy is
-- made (modules/catalog/cache.ts); any other change is waited for, as before.
ALTER TABLE "catalog_version" ADD COLUMN IF NOT EXISTS "contenido" bigint DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION feria_bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Once per transaction, however many rows it wrote.
	IF current_setting('feria.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
		PERFORM set_config('feria.catalog_bumped', txid_current()::text, true);
		INSERT INTO catalog_version (id, version) VALUES (1, 1)
		ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
		PERFORM pg_notify('feria_catalogo', '');
	END IF;
	-- "contenido" once per transaction too, at its first change of anything but stock.
	IF current_setting('feria.catalog_content_bumped', true) IS DISTINCT FROM txid_current()::text
		AND (TG_OP <> 'UPDATE'
			OR (to_jsonb(OLD) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updated_at'))
	THEN
		PERFORM set_config('feria.catalog_content_bumped', txid_current()::text, true);
		UPDATE catalog_version SET contenido = contenido + 1 WHERE id = 1;
	END IF;
	RETURN NULL;
END;
$$;
