// POST /api/sheets/import (MARKET.md §5): the checked rows are planned against the catalogue (a
// known sku updates, a new one creates), then written in batches (ADR 0010), or shown as a preview
// (`vistaPrevia`) that changes nothing. An existing product's stock changes only with
// `actualizarStock`: an old export never puts back stock sold since.
import { normalizeText } from '@feria/domain/rules/catalog';
import { productChanges } from '@feria/domain/rules/csv-import';
import { fromCents } from '@feria/domain/rules/money';
import type {
  CsvImportAnswer,
  CsvImportChange,
  CsvImportPreview,
} from '@feria/domain/schemas/price-adjustment';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productores } from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { defaultCommission, producerNamed } from '../../shared/producer-link.ts';
import { runJob, startJob } from './bulk-jobs.ts';
import type { ValidRow } from './csv-check.ts';
import type { ImportJob } from './import-batches.ts';
import { type Columns, type ImportOptions, planImport } from './import-plan.ts';
import { producerIdsOf } from './import-writes.ts';
import type { Actor } from './service.ts';

type Shown = Omit<Columns, 'categoria'> & { categoria: string; publicado: boolean };

const comparable = (p: Shown) => ({
  nombre: p.nombre,
  marca: p.marca,
  categoria: p.categoria,
  medida: p.medida,
  precio: fromCents(p.precioCents),
  stock: p.stock,
  publicado: p.publicado ? 'si' : 'no',
  descripcion: p.descripcion,
});

/** The brands of the file that no producer has yet, as the file writes them (MARKET §4 match). */
async function newProducers(db: DbOrTx, rows: ValidRow[]): Promise<string[]> {
  const brands = new Map<string, string>();
  for (const { form } of rows) {
    const key = normalizeText(form.marca);
    if (!brands.has(key)) brands.set(key, form.marca.trim());
  }
  const fresh = new Map<string, string>();
  for (const marca of brands.values()) {
    const [found] = await db
      .select({ id: productores.id })
      .from(productores)
      .where(producerNamed(marca))
      .limit(1);
    const key = normalizeText(marca);
    if (!found && !fresh.has(key)) fresh.set(key, marca);
  }
  return [...fresh.values()];
}

/** What the file would do: counts, the producers it would create and every changed field. */
export async function previewImport(
  db: Db,
  rows: ValidRow[],
  options: ImportOptions,
): Promise<CsvImportPreview> {
  const plan = await planImport(db, rows, options, false);
  const cambios: CsvImportChange[] = plan.updates.flatMap(({ current, next }) =>
    productChanges(comparable(current), comparable(next)).map((change) => ({
      sku: current.sku,
      nombre: current.nombre,
      ...change,
    })),
  );
  return {
    creados: plan.creates.length,
    actualizados: plan.updates.length,
    productoresNuevos: await newProducers(db, rows),
    comisionPorDefecto: defaultCommission() / 100,
    cambios,
  };
}

/** Applies the file in batches (bulk-jobs.ts) and answers what it created and changed. */
export async function importRows(
  db: Db,
  rows: ValidRow[],
  options: ImportOptions,
  actor: Actor,
  after: AfterCommit,
): Promise<CsvImportAnswer> {
  const started = await startImport(db, rows, options, actor);
  const job = await runJob(db, started.id);
  after.catalogChanged();
  return job.resultado as CsvImportAnswer;
}

/** Records the import as a job, with the producers the file names that do not exist yet, created
 * in the order the rows name them (as writing the rows one by one did).
 * @internal Exported for the test that stops a job after its first batch. */
export async function startImport(
  db: Db,
  rows: ValidRow[],
  options: ImportOptions,
  actor: Actor,
): Promise<{ id: number }> {
  // Planned outside the job's transaction, a few hundred skus at a time with a turn of the event
  // loop between them (import-plan.ts): only the producers' order comes from it, and on the
  // embedded database an order runs between its queries.
  const plan = await planImport(db, rows, options, false);
  const marcas = [
    ...plan.creates.map((r) => r.form.marca),
    ...plan.updates.map((u) => u.next.marca),
  ];
  const started = await startJob<never>(db, async (tx) => {
    await producerIdsOf(tx, marcas);
    const datos: ImportJob = {
      filas: rows,
      actualizarStock: options.actualizarStock,
      actor, // as the request gave it: with the client's address (issue 28)
    };
    return { job: { tipo: 'importacion' as const, datos } };
  });
  if ('refused' in started) throw new Error('Una importación ya revisada no se rechaza');
  return started;
}
