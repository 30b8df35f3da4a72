-- Paying producers (MARKET §4 round 4): each payment, and the sale lines it settled, so that a
-- line is never paid twice and one annulled after its payment is deducted once, in the next one.
CREATE TABLE "pagos_productor" (
  "id" serial PRIMARY KEY NOT NULL,
  "productor_id" integer NOT NULL REFERENCES "productores"("id") ON DELETE restrict,
  "desde" date,
  "hasta" date,
  "feria_id" integer REFERENCES "ferias"("id") ON DELETE set null,
  "bruto_cents" integer NOT NULL,
  "comision_cents" integer NOT NULL,
  "descuento_cents" integer NOT NULL DEFAULT 0,
  "a_pagar_cents" integer NOT NULL,
  "fecha" timestamp with time zone DEFAULT now() NOT NULL,
  "quien" text NOT NULL,
  "cash_entry_id" integer REFERENCES "cash_entries"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "pagos_productor_productor_idx" ON "pagos_productor" ("productor_id", "fecha");
--> statement-breakpoint
CREATE TABLE "lineas_pagadas" (
  "sale_line_id" integer PRIMARY KEY NOT NULL REFERENCES "sale_lines"("id") ON DELETE cascade,
  "pago_id" integer NOT NULL REFERENCES "pagos_productor"("id") ON DELETE cascade,
  "productor_id" integer NOT NULL REFERENCES "productores"("id") ON DELETE restrict,
  "a_pagar_cents" integer NOT NULL,
  "descontada_en" integer REFERENCES "pagos_productor"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "lineas_pagadas_pago_idx" ON "lineas_pagadas" ("pago_id");
--> statement-breakpoint
CREATE INDEX "lineas_pagadas_productor_idx" ON "lineas_pagadas" ("productor_id") WHERE "descontada_en" IS NULL;
