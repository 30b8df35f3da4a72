CREATE TABLE "auth_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_sections" (
	"seccion" integer PRIMARY KEY NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carousel_seccion_check" CHECK ("carousel_sections"."seccion" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "cash_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"monto_cents" integer NOT NULL,
	"descripcion" text NOT NULL,
	"fecha" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_entries_tipo_check" CHECK ("cash_entries"."tipo" in ('Ingreso', 'Gasto')),
	CONSTRAINT "cash_entries_monto_check" CHECK ("cash_entries"."monto_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"nombre" text NOT NULL,
	"marca" text NOT NULL,
	"medida" text NOT NULL,
	"categoria" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"precio_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"imagenes" text[] DEFAULT '{}'::text[] NOT NULL,
	"publicado" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (feria_unaccent(lower(nombre || ' ' || categoria || ' ' || marca || ' ' || sku))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_precio_check" CHECK ("products"."precio_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"product_id" integer,
	"sku" text NOT NULL,
	"nombre" text NOT NULL,
	"marca" text NOT NULL,
	"medida" text NOT NULL,
	"imagen" text DEFAULT '' NOT NULL,
	"precio_cents" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	CONSTRAINT "sale_lines_cantidad_check" CHECK ("sale_lines"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" text DEFAULT 'Pendiente' NOT NULL,
	"forma_pago" text NOT NULL,
	"envio" text NOT NULL,
	"canal" text DEFAULT 'web' NOT NULL,
	"cliente_nombre" text NOT NULL,
	"cliente_correo" text DEFAULT '' NOT NULL,
	"cliente_provincia" text DEFAULT '' NOT NULL,
	"cliente_direccion" text DEFAULT '' NOT NULL,
	"cliente_cp" text DEFAULT '' NOT NULL,
	"cliente_celular" text DEFAULT '' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"recargo_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"user_id" text,
	"seller_id" text,
	CONSTRAINT "sales_estado_check" CHECK ("sales"."estado" in ('Pendiente', 'En preparación', 'Listo', 'Anulado')),
	CONSTRAINT "sales_canal_check" CHECK ("sales"."canal" in ('web', 'pos')),
	CONSTRAINT "sales_total_check" CHECK ("sales"."total_cents" = "sales"."subtotal_cents" + "sales"."recargo_cents")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nombre" text NOT NULL,
	"password_hash" text,
	"rol" text DEFAULT 'user' NOT NULL,
	"google_sub" text,
	"picture" text,
	"direccion" text DEFAULT '' NOT NULL,
	"provincia" text DEFAULT '' NOT NULL,
	"cp" text DEFAULT '' NOT NULL,
	"celular" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_rol_check" CHECK ("users"."rol" in ('admin', 'seller', 'user'))
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_failures_email_idx" ON "auth_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "auth_failures_ip_idx" ON "auth_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "cash_entries_fecha_idx" ON "cash_entries" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("publicado","id");--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sales_user_idx" ON "sales" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");