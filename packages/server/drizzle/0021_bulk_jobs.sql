-- Issue 35: a price adjustment, its undo and a CSV import are applied in batches, each its own
-- short transaction, so that an order never waits for the whole of one (ADR 0010). A job records
-- what to apply and how far it got; one still 'aplicando' after a crash is completed at start-up.
-- The partial unique index lets only one job be 'aplicando' at a time. A batch that breaks a
-- constraint would break it at every attempt: its job ends 'fallido', what earlier batches wrote
-- stays (an adjustment's items say which prices it changed, so it can be undone).
CREATE TABLE "bulk_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"progreso" integer DEFAULT 0 NOT NULL,
	"resultado" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" text DEFAULT 'aplicando' NOT NULL,
	CONSTRAINT "bulk_jobs_tipo_check" CHECK ("bulk_jobs"."tipo" in ('ajuste', 'deshacer', 'importacion')),
	CONSTRAINT "bulk_jobs_estado_check" CHECK ("bulk_jobs"."estado" in ('aplicando', 'hecho', 'fallido'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_jobs_aplicando_key" ON "bulk_jobs" USING btree ("estado") WHERE "bulk_jobs"."estado" = 'aplicando';
