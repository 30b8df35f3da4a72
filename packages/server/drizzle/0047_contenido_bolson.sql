-- MARKET §9 (round 5, issue 62 item 8): "Contenido de esta semana" of a bolsón, apart from its description.
ALTER TABLE "products" ADD COLUMN "contenido" text DEFAULT '' NOT NULL;
