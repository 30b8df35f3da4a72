ALTER TABLE "sales" ADD COLUMN "total_antes_peso_cents" integer;
