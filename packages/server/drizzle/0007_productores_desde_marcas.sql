-- Upgrade (MARKET §4): every distinct brand becomes a producer, brands that differ only in case,
-- accents or outer spaces being one producer (named as the first product spelled it), and every
-- product is linked to its producer.
INSERT INTO "productores" ("nombre")
SELECT DISTINCT ON (feria_unaccent(lower(btrim("marca")))) btrim("marca")
FROM "products"
WHERE btrim("marca") <> ''
ORDER BY feria_unaccent(lower(btrim("marca"))), "id"
ON CONFLICT ("nombre_normalizado") DO NOTHING;--> statement-breakpoint
UPDATE "products" AS p
SET "productor_id" = pr."id"
FROM "productores" AS pr
WHERE p."productor_id" IS NULL
  AND pr."nombre_normalizado" = feria_unaccent(lower(btrim(p."marca")));
