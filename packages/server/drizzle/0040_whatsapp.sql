ALTER TABLE "sales" ADD COLUMN "aviso_token" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "feria_movida_de" integer REFERENCES "ferias"("id") ON DELETE SET NULL;
