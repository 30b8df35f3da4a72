CREATE TABLE "envio_zonas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_clave" text NOT NULL,
	"barrios" jsonb NOT NULL,
	"costo_cents" integer NOT NULL,
	"minimo" integer DEFAULT 0 NOT NULL,
	"cupo" integer,
	"activa" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envio_zonas_costo_check" CHECK ("envio_zonas"."costo_cents" between 0 and 100000000),
	CONSTRAINT "envio_zonas_minimo_check" CHECK ("envio_zonas"."minimo" between 0 and 10000000),
	CONSTRAINT "envio_zonas_cupo_check" CHECK ("envio_zonas"."cupo" is null or "envio_zonas"."cupo" between 1 and 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "envio_zonas_nombre_key" ON "envio_zonas" USING btree ("nombre_clave");
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cliente_barrio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "zona_nombre" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "ubicacion_lat" double precision;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "ubicacion_lon" double precision;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "ubicacion_fuente" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "reparto_orden" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "reparto_no_estaba" boolean DEFAULT false NOT NULL;
