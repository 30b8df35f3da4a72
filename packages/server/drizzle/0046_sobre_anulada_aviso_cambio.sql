-- MARKET §7b, API.md round 5 (issue 57, finding 3): a payment that arrives for an annulled sale is
-- still recorded, marked so the sale shows "devolver" and Control counts it.
ALTER TABLE "pagos" ADD COLUMN "sobre_anulada" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- API.md round 5 (issue 57, finding 2): "Cambiaste tu pedido" at most once per order every 10
-- minutes: when the order's last change mail was due, and the held mail of the latest state.
ALTER TABLE "sales" ADD COLUMN "aviso_cambio_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "clave" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_clave_idx" ON "mail_outbox" USING btree ("clave") WHERE "clave" IS NOT NULL;
