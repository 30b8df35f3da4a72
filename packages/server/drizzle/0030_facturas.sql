-- MARKET §12: the buyer's CUIT or DNI for the invoice, the invoices queue, ARCA's login ticket
-- shared by every server, and the turn (a lease) that lets one server at a time ask ARCA for the
-- next number of a punto de venta.
ALTER TABLE "sales" ADD COLUMN "cliente_documento" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cliente_condicion_iva" text;--> statement-breakpoint
CREATE TABLE "facturas" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL REFERENCES "sales"("id") ON DELETE CASCADE,
	"tipo" integer NOT NULL,
	"punto_venta" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"doc_tipo" integer NOT NULL,
	"doc_nro" bigint NOT NULL,
	"condicion_iva" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"cobro_dia" date NOT NULL,
	"numero" integer,
	"cbte_fch" date,
	"intento" text,
	"enviado_en" timestamp with time zone,
	"cae" text,
	"cae_vence" date,
	"observaciones" text,
	"qr" text,
	"asociada_id" integer REFERENCES "facturas"("id"),
	"descartar" boolean DEFAULT false NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"emitida_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facturas_tipo_check" CHECK ("tipo" in (11, 13)),
	CONSTRAINT "facturas_estado_check" CHECK ("estado" in ('pendiente', 'emitida', 'rechazada', 'descartada'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_sale_tipo_idx" ON "facturas" ("sale_id", "tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_numero_idx" ON "facturas" ("punto_venta", "tipo", "numero") WHERE "estado" = 'emitida';--> statement-breakpoint
CREATE INDEX "facturas_pendientes_idx" ON "facturas" ("punto_venta", "next_attempt_at") WHERE "estado" = 'pendiente';--> statement-breakpoint
CREATE TABLE "arca_tickets" (
	"servicio" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sign" text NOT NULL,
	"expira_en" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "arca_turnos" (
	"punto_venta" integer PRIMARY KEY NOT NULL,
	"holder" text,
	"hasta" timestamp with time zone DEFAULT now() NOT NULL
);
