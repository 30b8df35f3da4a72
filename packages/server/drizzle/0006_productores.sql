CREATE TABLE "productores" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_normalizado" text GENERATED ALWAYS AS (feria_unaccent(lower(btrim(nombre)))) STORED NOT NULL,
	"localidad" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"foto" text DEFAULT '' NOT NULL,
	"contacto" text DEFAULT '' NOT NULL,
	"comision_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productores_comision_check" CHECK ("productores"."comision_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "productor_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "productores_nombre_normalizado_key" ON "productores" USING btree ("nombre_normalizado");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_productor_id_productores_id_fk" FOREIGN KEY ("productor_id") REFERENCES "public"."productores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_productor_idx" ON "products" USING btree ("productor_id");