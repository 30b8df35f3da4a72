// The rows Preparación is made of, each list read as one JSON text that the database builds (issue
// 36): a feria of 2,000 orders has 8,000 lines, and decoding them row by row and field by field
// (above all in the embedded database's driver) took most of a second; one text and JSON.parse take
// a few milliseconds. Each row is an array, in the order of the columns below.

import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { compareSpanish } from '@feria/domain/rules/spanish-order';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { noLlevo, productores, type saleLines, type sales } from '../../db/schema.ts';

type Sale = typeof sales.$inferSelect;
type Line = typeof saleLines.$inferSelect;

const SALE_COLUMNS = [
  'id',
  'canal',
  'estado',
  'formaPago',
  'envio',
  'clienteNombre',
  'clienteCelular',
  'clienteCorreo',
  'clienteDireccion',
  'totalCents',
  'envioCostoCents',
  'zonaNombre',
  'cobroEstado',
  'cobroMedio',
  'cobroFecha',
  'comprobanteEn',
  'mpPagoId',
  'mpPagoEstado',
  'suscripcionId',
] as const satisfies readonly (keyof Sale)[];
export type PrepSaleRow = Pick<Sale, (typeof SALE_COLUMNS)[number]>;

const LINE_COLUMNS = [
  'saleId',
  'productId',
  'sku',
  'nombre',
  'marca',
  'medida',
  'cantidad',
  'precioCents',
  'subtotalCents',
  'unidad',
] as const satisfies readonly (keyof Line)[];
export type PrepLineRow = Pick<Line, (typeof LINE_COLUMNS)[number]>;

/** A column's SQL name: formaPago → forma_pago. */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** One query's rows as JSON arrays built by the database, in `order`. */
async function jsonRows(db: DbOrTx, columns: SQL, from: SQL, order: SQL): Promise<unknown[][]> {
  const [row] = rowsOf<{ rows: string }>(
    await db.execute(
      sql`select coalesce(json_agg(json_build_array(${columns}) order by ${order}), '[]')::text as rows ${from}`,
    ),
  );
  return JSON.parse(row?.rows ?? '[]') as unknown[][];
}

/** Arrays in the order of `keys` as objects; `dates` are ISO texts made Date (as the driver does). */
function toObjects<T>(
  rows: unknown[][],
  keys: readonly string[],
  dates: readonly string[] = [],
): T[] {
  const at = dates.map((d) => keys.indexOf(d));
  return rows.map((r) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = r[i];
    for (const i of at) if (r[i] !== null) row[keys[i]!] = new Date(r[i] as string);
    return row as T;
  });
}

const columns = (keys: readonly string[], table: string) =>
  sql.raw(keys.map((k) => `${table}.${snake(k)}`).join(', '));

/** The feria's sales but annulled ones (web orders and stall sales), by id. */
export async function prepSales(db: DbOrTx, feriaId: number): Promise<PrepSaleRow[]> {
  const rows = await jsonRows(
    db,
    columns(SALE_COLUMNS, 's'),
    sql`from sales s where s.feria_id = ${feriaId} and s.estado <> ${ANNULLED_STATUS}`,
    sql`s.id`,
  );
  return toObjects(rows, SALE_COLUMNS, ['cobroFecha', 'comprobanteEn']);
}

/** The lines of the feria's web orders (not annulled), by id. */
export async function prepLines(db: DbOrTx, feriaId: number): Promise<PrepLineRow[]> {
  const rows = await jsonRows(
    db,
    columns(LINE_COLUMNS, 'l'),
    sql`from sale_lines l join sales s on s.id = l.sale_id
      where s.feria_id = ${feriaId} and s.estado <> ${ANNULLED_STATUS} and s.canal = 'web'`,
    sql`l.id`,
  );
  return toObjects(rows, LINE_COLUMNS);
}

/** MARKET §15: the producers who marked "No llevo" for the feria, by name. */
export async function producersNotComing(db: DbOrTx, feriaId: number) {
  const rows = await db
    .select({ id: productores.id, nombre: productores.nombre })
    .from(noLlevo)
    .innerJoin(productores, eq(productores.id, noLlevo.productorId))
    .where(eq(noLlevo.feriaId, feriaId));
  return rows.sort((a, b) => compareSpanish(a.nombre, b.nombre) || a.id - b.id);
}
