CREATE TABLE "ferias" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"desde" text NOT NULL,
	"hasta" text NOT NULL,
	"lugar" text NOT NULL,
	"direccion" text NOT NULL,
	"cierre" timestamp with time zone NOT NULL,
	"estado" text DEFAULT 'programada' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ferias_estado_check" CHECK ("ferias"."estado" in ('programada', 'cancelada'))
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "feria_id" integer;--> statement-breakpoint
CREATE INDEX "ferias_fecha_idx" ON "ferias" USING btree ("fecha","desde");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_feria_id_ferias_id_fk" FOREIGN KEY ("feria_id") REFERENCES "public"."ferias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_feria_idx" ON "sales" USING btree ("feria_id");