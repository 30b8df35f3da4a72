-- Issue 35 §6. Each product remembers the transaction that last changed its stock (or made it), so a
-- catalogue copy behind only in stock reads the products changed since it was made instead of the
-- stock of every product (50,000 rows a second on the embedded database held every request behind
-- it). A copy keeps the oldest transaction its reading could not see (pg_snapshot_xmin): every
-- change it missed was made by that transaction or a later one.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "stock_txid" xid8;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_stock_txid_idx" ON "products" ("stock_txid");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION feria_stock_txid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR NEW.stock IS DISTINCT FROM OLD.stock THEN
		NEW.stock_txid := pg_current_xact_id();
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_stock_txid" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_stock_txid" BEFORE INSERT OR UPDATE OF stock ON "products"
	FOR EACH ROW EXECUTE FUNCTION feria_stock_txid();
--> statement-breakpoint
-- As in 0014, with the new column left out of "changed anything but stock".
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
			OR (to_jsonb(OLD) - 'stock' - 'stock_txid' - 'updated_at')
				IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'stock_txid' - 'updated_at'))
	THEN
		PERFORM set_config('feria.catalog_content_bumped', txid_current()::text, true);
		UPDATE catalog_version SET contenido = contenido + 1 WHERE id = 1;
	END IF;
	RETURN NULL;
END;
$$;
