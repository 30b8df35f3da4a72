-- MARKET §11: the Mercado Pago order a point-of-sale QR sale waits on (read back to cancel it).
ALTER TABLE "sales" ADD COLUMN "mp_orden_id" text;
