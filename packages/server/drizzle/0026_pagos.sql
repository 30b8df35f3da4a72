-- MARKET §7b (ADR 0024): every money event of a sale is an append-only record; the sale's cobro
-- columns stay as a cache rewritten from the records in the same transaction.
CREATE TABLE "pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"medio" text NOT NULL,
	"monto_cents" integer NOT NULL,
	"externo_id" text,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"quien" text NOT NULL,
	CONSTRAINT "pagos_tipo_check" CHECK ("pagos"."tipo" in ('cobro', 'devolucion')),
	CONSTRAINT "pagos_monto_check" CHECK ("pagos"."monto_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagos_sale_idx" ON "pagos" USING btree ("sale_id","id");--> statement-breakpoint
-- One record per Mercado Pago payment and sale (and one devolucion of it), whatever races.
CREATE UNIQUE INDEX "pagos_externo_key" ON "pagos" USING btree ("sale_id","tipo","externo_id") WHERE "pagos"."externo_id" is not null;--> statement-breakpoint
-- Records are never changed (deleting goes only with the sale itself).
CREATE OR REPLACE FUNCTION feria_pagos_inmutables() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'Los pagos no se modifican';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "pagos_inmutables" BEFORE UPDATE ON "pagos" FOR EACH ROW EXECUTE FUNCTION feria_pagos_inmutables();--> statement-breakpoint
-- Cash a web order was paid with at the stall enters the register (MARKET §7b): its ledger entry
-- names the record, once.
ALTER TABLE "cash_entries" ADD COLUMN "pago_id" integer;--> statement-breakpoint
ALTER TABLE "cash_entries" ADD CONSTRAINT "cash_entries_pago_id_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."pagos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_entries_pago_key" ON "cash_entries" USING btree ("pago_id") WHERE "cash_entries"."pago_id" is not null;--> statement-breakpoint
-- The backfill: every cobrado sale gets the record that made it cobrado, on the moment, medio and
-- amount its columns kept; Mercado Pago's payment id as externo_id; who from the last audited
-- cobro, the seller of a stall sale, or "migración".
INSERT INTO "pagos" ("sale_id", "tipo", "medio", "monto_cents", "externo_id", "fecha", "quien")
SELECT s."id", 'cobro', coalesce(s."cobro_medio", s."forma_pago"), s."total_cents",
	CASE WHEN coalesce(s."cobro_medio", s."forma_pago") = 'mercadopago' THEN s."mp_pago_id" END,
	coalesce(s."cobro_fecha", s."created_at"),
	CASE
		WHEN coalesce(s."cobro_medio", s."forma_pago") = 'mercadopago' AND s."mp_pago_id" IS NOT NULL THEN 'mercadopago'
		WHEN s."canal" = 'pos' THEN coalesce((SELECT u."email" FROM "users" u WHERE u."id" = s."seller_id"), 'migración')
		ELSE coalesce((SELECT a."quien" FROM "audit_log" a
			WHERE a."accion" = 'venta.cobro' AND a."detalle" LIKE 'Venta N° ' || s."id" || ': cobrada%'
			ORDER BY a."id" DESC LIMIT 1), 'migración')
	END
FROM "sales" s
WHERE s."cobro_estado" = 'cobrado' AND s."total_cents" > 0
ORDER BY s."id";--> statement-breakpoint
-- A cobrado sale without a cobro moment takes the one its record got.
UPDATE "sales" SET "cobro_fecha" = "created_at" WHERE "cobro_estado" = 'cobrado' AND "cobro_fecha" IS NULL;
