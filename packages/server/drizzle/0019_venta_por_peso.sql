-- MARKET §8, sold by weight: a product is sold by "unidad" or "kg" (its price per kilogram, its
-- stock in grams) with the web's step in grams; a sale line keeps the unit of the moment of sale.
-- Existing products and lines are "unidad".
ALTER TABLE "products" ADD COLUMN "unidad" text DEFAULT 'unidad' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "paso" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unidad_check" CHECK ("products"."unidad" IN ('unidad', 'kg'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_paso_check" CHECK ("products"."paso" BETWEEN 50 AND 5000);--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "unidad" text DEFAULT 'unidad' NOT NULL;
