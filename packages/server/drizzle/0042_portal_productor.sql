-- MARKET §15 "Portal del productor": a productor account tied to one producer (one access per
-- producer, one producer per account, kept by the database), price proposals and "No llevo".
ALTER TABLE "users" DROP CONSTRAINT "users_rol_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rol_check" CHECK ("rol" in ('admin', 'seller', 'user', 'productor'));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "productor_id" integer REFERENCES "productores"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_productor_key" ON "users" ("productor_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_productor_rol_check" CHECK (("rol" = 'productor') = ("productor_id" is not null));--> statement-breakpoint
ALTER TABLE "price_history" DROP CONSTRAINT "price_history_motivo_check";--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_motivo_check" CHECK ("motivo" in ('edicion', 'ajuste', 'importacion', 'propuesta'));--> statement-breakpoint
CREATE TABLE "propuestas_precio" (
	"id" serial PRIMARY KEY,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"productor_id" integer NOT NULL REFERENCES "productores"("id"),
	"precio_actual_cents" integer NOT NULL,
	"precio_cents" integer NOT NULL,
	"estado" text NOT NULL DEFAULT 'pendiente',
	"motivo" text,
	"creada_en" timestamp with time zone NOT NULL DEFAULT now(),
	"resuelta_en" timestamp with time zone,
	CONSTRAINT "propuestas_precio_estado_check" CHECK ("estado" in ('pendiente', 'aceptada', 'rechazada', 'reemplazada'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "propuestas_precio_pendiente_key" ON "propuestas_precio" ("product_id") WHERE "estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "propuestas_precio_productor_idx" ON "propuestas_precio" ("productor_id", "id");--> statement-breakpoint
CREATE TABLE "no_llevo" (
	"productor_id" integer NOT NULL REFERENCES "productores"("id") ON DELETE CASCADE,
	"feria_id" integer NOT NULL REFERENCES "ferias"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	PRIMARY KEY ("productor_id", "feria_id")
);
