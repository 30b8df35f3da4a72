CREATE TABLE "caja_sesiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"estado" text DEFAULT 'abierta' NOT NULL,
	"abierta_en" timestamp with time zone DEFAULT now() NOT NULL,
	"abierta_por" text NOT NULL,
	"monto_inicial_cents" integer NOT NULL,
	"cerrada_en" timestamp with time zone,
	"cerrada_por" text,
	"contado_cents" integer,
	"diferencia_cents" integer,
	CONSTRAINT "caja_sesiones_estado_check" CHECK ("caja_sesiones"."estado" in ('abierta', 'cerrada')),
	CONSTRAINT "caja_sesiones_monto_check" CHECK ("caja_sesiones"."monto_inicial_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cash_entries" ADD COLUMN "caja_sesion_id" integer;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD COLUMN "sale_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "caja_sesiones_abierta_key" ON "caja_sesiones" USING btree ("estado") WHERE "caja_sesiones"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "caja_sesiones_abierta_en_idx" ON "caja_sesiones" USING btree ("abierta_en");--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_caja_sesion_id_caja_sesiones_id_fk" FOREIGN KEY ("caja_sesion_id") REFERENCES "public"."caja_sesiones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_entries_caja_idx" ON "cash_entries" USING btree ("caja_sesion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_entries_sale_tipo_key" ON "cash_entries" USING btree ("sale_id","tipo") WHERE "cash_entries"."sale_id" is not null;