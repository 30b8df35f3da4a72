-- MARKET §14 "Geocoding (Georef)": each distinct Envío address asked once. `clave` is the address
-- folded (rules/georef.ts claveDireccion); `estado` is 'pendiente' until Georef answers, then
-- 'ubicada' (lat, lon) or 'sin_ubicacion'; after 3 failed attempts 'fallida'. `proximo_intento`
-- keeps attempts at least a minute apart, and two servers claim an address with a row lock.
CREATE TABLE "georef_direcciones" (
	"clave" text PRIMARY KEY NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "georef_direcciones_estado_check" CHECK ("estado" in ('pendiente', 'ubicada', 'sin_ubicacion', 'fallida'))
);--> statement-breakpoint
-- The stops still without a point: Envío web orders, not annulled, nothing set yet.
CREATE INDEX "sales_sin_ubicacion_idx" ON "sales" ("id") WHERE "envio" = 'envio' AND "canal" = 'web' AND "ubicacion_fuente" IS NULL;
--> statement-breakpoint
-- MARKET §14 "Bolsones": a subscription with Envío keeps its barrio; its generated orders take
-- that barrio's zone (and fee) at generation.
ALTER TABLE "suscripciones" ADD COLUMN "barrio" text;
