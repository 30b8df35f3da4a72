-- Security round 4 (issue 44). How many receipts an order took (at most 3, API.md); whether an
-- account must change its password before anything else (the generated first admin's); and the
-- unpaid Mercado Pago orders the expiry job looks for, found without reading every sale.
ALTER TABLE "sales" ADD COLUMN "comprobantes_subidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cambiar_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_mp_impagos_idx" ON "sales" USING btree ("created_at") WHERE "sales"."forma_pago" = 'mercadopago' and "sales"."cobro_estado" = 'pendiente' and "sales"."estado" <> 'Anulado';
