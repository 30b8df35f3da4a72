// The batches of a CSV import (bulk-jobs.ts): the next rows of the file, planned again against the
// products they name, locked in id order (ADR 0010), and written set-based (import-writes.ts):
// new products first, then the changed ones, with their price history. Rows are taken in the
// file's order, so skus are generated counting the products made before them, as before; the
// file's new producers were all created, in the order the rows name them, when the job started.
import { plural } from '@feria/domain/rules/plural';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import type { bulkJobs } from '../../db/schema.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { BATCH_SIZE } from './batch-size.ts';
import type { ValidRow } from './csv-check.ts';
import { recordPriceChanges } from './history.ts';
import { columnsOf, type ImportOptions, planImport } from './import-plan.ts';
import { insertProducts, producerIdsOf, skusOf, updateProducts } from './import-writes.ts';

export type ImportJob = ImportOptions & { filas: ValidRow[]; actor: AuditActor };
type Counts = { creados: number; actualizados: number };

export async function importBatch(tx: Tx, job: typeof bulkJobs.$inferSelect) {
  const d = job.datos as Omit<ImportJob, 'filas'>;
  // This batch's rows, and the skus of every row from here to the end of the file: a generated
  // sku must not take the one a later row gives to a new product.
  const [slice] = rowsOf<{ filas: ValidRow[] | null; skus: string[] | null; total: number }>(
    await tx.execute(sql`
      select (select jsonb_agg(f.fila order by f.n)
        from jsonb_array_elements(datos->'filas') with ordinality as f(fila, n)
        where f.n > ${job.progreso}::int and f.n <= ${job.progreso + BATCH_SIZE}::int) as filas,
        (select jsonb_agg(f.fila->'form'->>'sku')
        from jsonb_array_elements(datos->'filas') with ordinality as f(fila, n)
        where f.n > ${job.progreso}::int and f.fila->'form'->>'sku' <> '') as skus,
        jsonb_array_length(datos->'filas') as total
      from bulk_jobs where id = ${job.id}::int`),
  );
  const rows = slice?.filas ?? [];
  const total = Number(slice?.total ?? 0);
  const plan = await planImport(tx, rows, d, true);
  const producerOf = await producerIdsOf(tx, [
    ...plan.creates.map((r) => r.form.marca),
    ...plan.updates.map((u) => u.next.marca),
  ]);
  const skus = await skusOf(
    tx,
    plan.creates.map(({ form }) => ({ sku: form.sku, categoria: form.categoria })),
    new Set(slice?.skus ?? []),
  );
  await insertProducts(
    tx,
    plan.creates.map(({ form, publicado, suscribible }, i) => ({
      ...columnsOf(form),
      sku: skus[i]!,
      publicado: publicado ?? true,
      suscribible: suscribible ?? false,
      productorId: producerOf(form.marca),
    })),
  );
  await updateProducts(
    tx,
    plan.updates.map(({ current, next }) => ({
      id: current.id,
      nombre: next.nombre,
      marca: next.marca,
      categoria: next.categoria,
      medida: next.medida,
      descripcion: next.descripcion,
      precio_cents: next.precioCents,
      stock: next.stock,
      unidad: next.unidad ?? current.unidad,
      paso: next.paso ?? current.paso,
      publicado: next.publicado,
      suscribible: next.suscribible,
      productor_id: producerOf(next.marca),
    })),
    new Date(),
  );
  await recordPriceChanges(
    tx,
    plan.updates.map(({ current, next }) => ({
      productId: current.id,
      antesCents: current.precioCents,
      despuesCents: next.precioCents,
      motivo: 'importacion' as const,
      userId: d.actor.id,
    })),
  );
  const before = job.resultado as Partial<Counts>;
  const creados = (before.creados ?? 0) + plan.creates.length;
  const actualizados = (before.actualizados ?? 0) + plan.updates.length;
  const progreso = job.progreso + rows.length;
  const hecho = progreso >= total;
  if (hecho) {
    await recordAudit(tx, {
      actor: d.actor,
      accion: 'producto.importar',
      detalle: `Importación CSV de ${plural(total, 'fila')}: ${plural(creados, 'creado')}, ${plural(actualizados, 'actualizado')}${d.actualizarStock ? ', con stock' : ''}`,
    });
  }
  return { progreso, resultado: { creados, actualizados }, hecho };
}
