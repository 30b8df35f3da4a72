ALTER TABLE "sales" ADD COLUMN "cliente_ip" text;--> statement-breakpoint
CREATE INDEX "sales_abiertos_correo_idx" ON "sales" (lower("cliente_correo")) WHERE "canal" = 'web' AND "estado" <> 'Anulado' AND "cobro_estado" <> 'cobrado';
