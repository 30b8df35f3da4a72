CREATE TABLE "price_adjustment_items" (
	"adjustment_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"antes_cents" integer NOT NULL,
	"despues_cents" integer NOT NULL,
	CONSTRAINT "price_adjustment_items_adjustment_id_product_id_pk" PRIMARY KEY("adjustment_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "price_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"porcentaje_centesimos" integer NOT NULL,
	"redondeo" integer NOT NULL,
	"scope" text NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "price_adjustments_redondeo_check" CHECK ("price_adjustments"."redondeo" in (0, 10, 50, 100))
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"antes_cents" integer NOT NULL,
	"despues_cents" integer NOT NULL,
	"motivo" text NOT NULL,
	"ajuste_id" integer,
	"user_id" text,
	CONSTRAINT "price_history_motivo_check" CHECK ("price_history"."motivo" in ('edicion', 'ajuste', 'importacion'))
);
--> statement-breakpoint
ALTER TABLE "price_adjustment_items" ADD CONSTRAINT "price_adjustment_items_adjustment_id_price_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."price_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustment_items" ADD CONSTRAINT "price_adjustment_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_ajuste_id_price_adjustments_id_fk" FOREIGN KEY ("ajuste_id") REFERENCES "public"."price_adjustments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_adjustments_open_idx" ON "price_adjustments" USING btree ("undone_at","id");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","id");