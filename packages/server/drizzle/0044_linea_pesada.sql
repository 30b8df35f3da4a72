-- MARKET §8/§10 (issue 57, finding 6): a line staff weighed keeps its real weight on a customer's change.
ALTER TABLE "sale_lines" ADD COLUMN "pesada" boolean DEFAULT false NOT NULL;
