// A price adjustment, its undo and a CSV import are applied in batches (ADR 0010, issue 35): each
// batch is its own short transaction that holds the job's row, takes the next few hundred products
// in id order, writes them and records how far it got, and the database is let go between batches,
// so an order waits for one batch at most, not the whole action. A job still 'aplicando' (a crash,
// a stop between batches) is completed at start-up and by the next bulk action before its own:
// after completion the action is whole, whoever completed it. One job applies at a time. A batch
// that breaks a constraint ends its job 'fallido' (the request answers 500, as a failed write
// always did); what its earlier batches wrote stays.
import { setImmediate } from 'node:timers/promises';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isDataFault } from '../../db/errors.ts';
import { bulkJobs } from '../../db/schema.ts';
import { adjustBatch, undoBatch } from './adjust-batches.ts';
import { importBatch } from './import-batches.ts';

export type BulkJob = typeof bulkJobs.$inferSelect;
export type NewBulkJob = Pick<BulkJob, 'tipo' | 'datos'>;

/** What one batch did: how far the job got, what it did so far, and whether it is complete. */
type BatchOutcome = { progreso: number; resultado: unknown; hecho: boolean };

const BATCHES: Record<BulkJob['tipo'], (tx: Tx, job: BulkJob) => Promise<BatchOutcome>> = {
  ajuste: adjustBatch,
  deshacer: undoBatch,
  importacion: importBatch,
};

/** Told after each batch has committed, before the next one starts.
 * @internal Exported for the tests, which look at a job between two of its batches. */
export const betweenBatches: { listener: ((job: BulkJob) => Promise<void>) | null } = {
  listener: null,
};

class JobBusy extends Error {}

/** Runs the next batch of a job, if it is still applying; returns the job as that batch left it. */
async function runBatch(db: Db, id: number): Promise<BulkJob> {
  return db.transaction(async (tx) => {
    // Without an import's rows (a megabyte for 5,000): each batch reads only its own.
    const [job] = await tx
      .select({ ...getTableColumns(bulkJobs), datos: sql<unknown>`${bulkJobs.datos} - 'filas'` })
      .from(bulkJobs)
      .where(eq(bulkJobs.id, id))
      .for('update');
    if (!job) throw new Error(`No existe el trabajo ${id}`);
    if (job.estado !== 'aplicando') return job;
    const outcome = await BATCHES[job.tipo](tx, job);
    const [saved] = await tx
      .update(bulkJobs)
      .set({
        progreso: outcome.progreso,
        resultado: outcome.resultado,
        estado: outcome.hecho ? 'hecho' : 'aplicando',
        // A done job keeps only its answer: an import's rows weigh up to a few megabytes.
        ...(outcome.hecho ? { datos: {} } : {}),
        updatedAt: new Date(),
      })
      .where(eq(bulkJobs.id, id))
      .returning({ progreso: bulkJobs.progreso, estado: bulkJobs.estado });
    return { ...job, ...saved!, resultado: outcome.resultado };
  });
}

/** Runs a job's batches until it is done (another server may run some of them); its last state. */
export async function runJob(db: Db, id: number): Promise<BulkJob> {
  for (;;) {
    // A turn of the event loop before every batch, the first too: on the embedded database each
    // answer comes back as a microtask, so without it the job's start and its first batch would
    // hold every request as one block (issue 35).
    await setImmediate();
    const job = await runBatch(db, id).catch(async (err: unknown) => {
      // Broken for good (a constraint): the job ends, so the next bulk action is not refused too.
      if (isDataFault(err)) {
        await db
          .update(bulkJobs)
          .set({ estado: 'fallido', updatedAt: new Date() })
          .where(eq(bulkJobs.id, id));
      }
      throw err;
    });
    if (job.estado !== 'aplicando') return job;
    await betweenBatches.listener?.(job);
  }
}

/** Completes every job left applying: at start-up, and before a bulk action starts its own. */
export async function finishBulkJobs(db: Db): Promise<void> {
  for (;;) {
    const [job] = await db
      .select({ id: bulkJobs.id })
      .from(bulkJobs)
      .where(eq(bulkJobs.estado, 'aplicando'))
      .limit(1);
    if (!job) return;
    await runJob(db, job.id);
  }
}

/**
 * Starts a job once no other is applying: `create` checks and writes what comes first (in the
 * same transaction as the job's row) and answers the job, or a refusal that writes nothing.
 */
export async function startJob<R>(
  db: Db,
  create: (tx: Tx) => Promise<{ job: NewBulkJob } | { refused: R }>,
): Promise<{ id: number } | { refused: R }> {
  for (;;) {
    await finishBulkJobs(db);
    try {
      return await db.transaction(async (tx) => {
        const made = await create(tx);
        if ('refused' in made) return made;
        const [row] = await tx
          .insert(bulkJobs)
          .values(made.job)
          .onConflictDoNothing()
          .returning({ id: bulkJobs.id });
        if (!row) throw new JobBusy(); // another started meanwhile: undo ours, complete it first
        return row;
      });
    } catch (err) {
      if (!(err instanceof JobBusy)) throw err;
    }
  }
}
