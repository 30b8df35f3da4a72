-- MARKET §12 (issue 58, part 2): a number is one invoice's while it is in doubt too, not only once emitida.
DROP INDEX "facturas_numero_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "facturas_numero_idx" ON "facturas" ("punto_venta", "tipo", "numero") WHERE "estado" in ('pendiente', 'emitida');
