ALTER TABLE "sales" DROP CONSTRAINT "sales_estado_check";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_estado_check" CHECK ("sales"."estado" in ('Pendiente', 'En preparación', 'Listo', 'Entregado', 'Anulado'));--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cobro_estado" text DEFAULT 'pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cobro_medio" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cobro_fecha" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "comprobante_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "pedido_token_hash" text;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cobro_check" CHECK ("sales"."cobro_estado" in ('pendiente', 'cobrado'));--> statement-breakpoint
CREATE INDEX "sales_cobro_fecha_idx" ON "sales" USING btree ("cobro_fecha");--> statement-breakpoint
CREATE TABLE "comprobantes" (
	"sale_id" integer PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comprobantes" ADD CONSTRAINT "comprobantes_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Stall sales were handed over and paid at the moment they were made (MARKET §7).
UPDATE "sales" SET "cobro_estado" = 'cobrado', "cobro_medio" = "forma_pago", "cobro_fecha" = "created_at" WHERE "canal" = 'pos';--> statement-breakpoint
UPDATE "sales" SET "estado" = 'Entregado' WHERE "canal" = 'pos' AND "estado" <> 'Anulado';
