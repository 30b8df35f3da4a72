-- Bolsones by subscription (MARKET §9, ADR 0028).
ALTER TABLE "products" ADD COLUMN "suscribible" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "suscripciones" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE restrict,
  "cantidad" integer NOT NULL,
  "frecuencia" text NOT NULL,
  "envio" text NOT NULL,
  "lugar" text,
  "direccion" text,
  "forma_pago" text NOT NULL,
  "estado" text DEFAULT 'activa' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "suscripciones_cantidad_check" CHECK ("cantidad" BETWEEN 1 AND 5),
  CONSTRAINT "suscripciones_frecuencia_check" CHECK ("frecuencia" in ('semanal', 'quincenal')),
  CONSTRAINT "suscripciones_envio_check" CHECK ("envio" in ('Retiro', 'Envío')),
  CONSTRAINT "suscripciones_estado_check" CHECK ("estado" in ('activa', 'pausada', 'cancelada'))
);
--> statement-breakpoint
CREATE INDEX "suscripciones_user_idx" ON "suscripciones" ("user_id");
--> statement-breakpoint
CREATE INDEX "suscripciones_estado_idx" ON "suscripciones" ("estado");
--> statement-breakpoint
CREATE TABLE "suscripcion_salteadas" (
  "suscripcion_id" integer NOT NULL REFERENCES "suscripciones"("id") ON DELETE cascade,
  "feria_id" integer NOT NULL REFERENCES "ferias"("id") ON DELETE cascade,
  PRIMARY KEY ("suscripcion_id", "feria_id")
);
--> statement-breakpoint
-- One row per subscription and feria generation has handled: the unique key that makes exactly
-- one order, whatever runs at once; the order made (null while short of stock) and whether the
-- customer was told the stock did not reach.
CREATE TABLE "suscripcion_pedidos" (
  "suscripcion_id" integer NOT NULL REFERENCES "suscripciones"("id") ON DELETE cascade,
  "feria_id" integer NOT NULL REFERENCES "ferias"("id") ON DELETE cascade,
  "sale_id" integer REFERENCES "sales"("id") ON DELETE set null,
  "sin_stock" boolean DEFAULT false NOT NULL,
  "sin_stock_avisado" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("suscripcion_id", "feria_id")
);
--> statement-breakpoint
CREATE INDEX "suscripcion_pedidos_feria_idx" ON "suscripcion_pedidos" ("feria_id");
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "suscripcion_id" integer REFERENCES "suscripciones"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX "sales_suscripcion_idx" ON "sales" ("suscripcion_id") WHERE "suscripcion_id" IS NOT NULL;
