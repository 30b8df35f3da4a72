ALTER TABLE "sales" ADD COLUMN "entregado_en" timestamp with time zone;
