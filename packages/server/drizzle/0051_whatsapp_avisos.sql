-- MARKET §13.3 (round 5): WhatsApp's automatic notices. The customer's opt-in on each order and
-- subscription (false by default: who did not tick it never gets a message), and the notices'
-- queue, one row per (evento, order) kept by the unique key, so a notice is created once ever.
ALTER TABLE "sales" ADD COLUMN "avisos_whatsapp" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "suscripciones" ADD COLUMN "avisos_whatsapp" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "whatsapp_avisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer REFERENCES "sales"("id") ON DELETE CASCADE,
	"evento" text NOT NULL,
	"numero" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"wamid" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone,
	"detalle" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_avisos_estado_check" CHECK ("estado" in ('pendiente', 'enviando', 'enviado', 'entregado', 'leido', 'fallido', 'incierto', 'tope')),
	CONSTRAINT "whatsapp_avisos_destino_check" CHECK ("sale_id" IS NOT NULL OR "numero" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_avisos_evento_sale_idx" ON "whatsapp_avisos" ("evento", "sale_id");
--> statement-breakpoint
CREATE INDEX "whatsapp_avisos_pendiente_idx" ON "whatsapp_avisos" ("proximo_intento", "id") WHERE "estado" = 'pendiente';
--> statement-breakpoint
CREATE INDEX "whatsapp_avisos_enviado_en_idx" ON "whatsapp_avisos" ("enviado_en") WHERE "enviado_en" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_avisos_wamid_idx" ON "whatsapp_avisos" ("wamid") WHERE "wamid" IS NOT NULL;
--> statement-breakpoint
-- Inbound messages already handled (Meta retries a webhook with the same messages[].id).
CREATE TABLE "whatsapp_recibidos" (
	"message_id" text PRIMARY KEY NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
