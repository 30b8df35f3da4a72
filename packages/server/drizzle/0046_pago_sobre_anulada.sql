-- MARKET §7b, API.md round 5 (issue 57, finding 3): a payment that arrives for an annulled sale is
-- still recorded, marked so the sale shows "devolver" and Control counts it.
ALTER TABLE "pagos" ADD COLUMN "sobre_anulada" boolean DEFAULT false NOT NULL;
