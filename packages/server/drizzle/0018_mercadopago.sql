ALTER TABLE "sales" ADD COLUMN "mp_pago_id" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "mp_pago_estado" text;
