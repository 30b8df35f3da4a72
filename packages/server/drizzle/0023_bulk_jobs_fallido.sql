-- Drizzle's record of bulk_jobs_estado_check brought in line with migration 0021, which already
-- allows 'fallido' (schema.ts said only 'aplicando' and 'hecho'): the same constraint again.
ALTER TABLE "bulk_jobs" DROP CONSTRAINT "bulk_jobs_estado_check";--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_estado_check" CHECK ("bulk_jobs"."estado" in ('aplicando', 'hecho', 'fallido'));