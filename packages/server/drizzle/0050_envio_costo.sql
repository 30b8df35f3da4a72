-- MARKET §14 (issue 60): a web order with Envío carries its zone's fee as part of the total, the
-- zone it counts for in that zone's cupo (deleting the zone stops the counting) and the minimum
-- as placed (the customer's change re-checks it). Existing orders keep a fee of 0.
ALTER TABLE "sales" ADD COLUMN "envio_costo_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "zona_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "zona_minimo" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_zona_id_envio_zonas_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."envio_zonas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_zona_feria_idx" ON "sales" USING btree ("zona_id","feria_id") WHERE "zona_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_envio_costo_check" CHECK ("sales"."envio_costo_cents" >= 0);--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_total_check";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_total_check" CHECK ("sales"."total_cents" = "sales"."subtotal_cents" + "sales"."recargo_cents" + "sales"."envio_costo_cents");
