-- MARKET §3: a point-of-sale sale stores when the server received it (beside its own moment,
-- which a queued sale brings as creadaEn), and a cash sale that found no register to post to is
-- marked "fuera de caja" for Balance → Cajas.
ALTER TABLE "sales" ADD COLUMN "recibida_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fuera_de_caja" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_fuera_de_caja_idx" ON "sales" USING btree ("id") WHERE "sales"."fuera_de_caja";
