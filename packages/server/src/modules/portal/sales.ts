// MARKET §15 "Ventas" and "Ferias" of the producer's portal: the lines of their products (the
// line's producer as Liquidaciones decides it), never anything of the customer nor another
// producer's line; and the ferias ahead with how many orders hold their products.
import { addDays, SHOP_TIME_ZONE, shopToday } from '@feria/domain/rules/dates';
import { formatDecimalEs, fromCents, toCents } from '@feria/domain/rules/money';
import type { PortalFeria, VentaLinea } from '@feria/domain/rules/portal';
import { ANNULLED_STATUS, DELIVERED_STATUS } from '@feria/domain/rules/sale-status';
import { formatCantidad } from '@feria/domain/rules/weight';
import { and, asc, countDistinct, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ferias, noLlevo, products, saleLines, sales } from '../../db/schema.ts';
import { toCsv } from '../../shared/csv.ts';
import { toFeria } from '../ferias/dto.ts';
import { type Period, producerIdOfLine } from '../settlements/read.ts';

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** By feria, its sales; by dates, the sales made on those Buenos Aires days. */
const madeIn = (period: Period): SQL | undefined =>
  'feriaId' in period
    ? eq(sales.feriaId, period.feriaId)
    : and(
        gte(sales.createdAt, dayStart(period.desde)),
        lt(sales.createdAt, dayStart(addDays(period.hasta, 1))),
      );

export async function ownSales(db: DbOrTx, productorId: number, period: Period) {
  const rows = await db
    .select({
      pedidoId: sales.id,
      createdAt: sales.createdAt,
      canal: sales.canal,
      estado: sales.estado,
      cobro: sales.cobroEstado,
      feriaId: ferias.id,
      feriaFecha: ferias.fecha,
      feriaLugar: ferias.lugar,
      idProducto: saleLines.productId,
      producto: saleLines.nombre,
      medida: saleLines.medida,
      unidad: saleLines.unidad,
      cantidad: saleLines.cantidad,
      precioCents: saleLines.precioCents,
      importeCents: saleLines.subtotalCents,
    })
    .from(sales)
    .innerJoin(saleLines, eq(saleLines.saleId, sales.id))
    .leftJoin(products, eq(products.id, saleLines.productId))
    .leftJoin(ferias, eq(ferias.id, sales.feriaId))
    .where(
      and(
        madeIn(period),
        ne(sales.estado, ANNULLED_STATUS),
        sql`${producerIdOfLine} = ${productorId}`,
      ),
    );
  const lineas: VentaLinea[] = rows.map((r) => ({
    pedidoId: r.pedidoId,
    fecha: shopToday(r.createdAt),
    feria:
      r.feriaId === null
        ? null
        : { id: r.feriaId, fecha: r.feriaFecha ?? '', lugar: r.feriaLugar ?? '' },
    canal: r.canal === 'pos' ? 'pos' : 'web',
    idProducto: r.idProducto,
    producto: r.producto,
    medida: r.medida,
    unidad: r.unidad === 'kg' ? 'kg' : 'unidad',
    cantidad: r.cantidad,
    precio: fromCents(r.precioCents),
    importe: fromCents(r.importeCents),
    cobrado: r.cobro === 'cobrado',
    entregado: r.estado === DELIVERED_STATUS,
  }));
  lineas.sort(
    (a, b) =>
      a.fecha.localeCompare(b.fecha) ||
      a.pedidoId - b.pedidoId ||
      (a.idProducto ?? 0) - (b.idProducto ?? 0),
  );
  const totalCents = rows.reduce((sum, r) => sum + r.importeCents, 0);
  return { lineas, total: fromCents(totalCents) };
}

const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const siNo = (b: boolean) => (b ? 'si' : 'no');

/** `GET /api/productor/ventas.csv`: one row a line, as MARKET §15 writes it. */
export function ownSalesCsv(lineas: readonly VentaLinea[]): string {
  const rows = lineas.map((l) => [
    `${ddmm(l.fecha)}/${l.fecha.slice(0, 4)}`,
    l.feria ? `${ddmm(l.feria.fecha)} ${l.feria.lugar}` : '',
    String(l.pedidoId),
    l.producto,
    l.medida,
    formatCantidad(l.unidad, l.cantidad),
    formatDecimalEs(toCents(l.precio)),
    formatDecimalEs(toCents(l.importe)),
    siNo(l.cobrado),
    siNo(l.entregado),
  ]);
  const header = ['Fecha', 'Feria', 'Pedido', 'Producto', 'Medida', 'Cantidad', 'Precio'];
  return toCsv([...header, 'Importe', 'Cobrado', 'Entregado'], rows);
}

/**
 * The programada ferias from today on (or only `onlyId`), by date, with "No llevo" and their
 * orders holding the producer's products.
 */
export async function ownFerias(
  db: DbOrTx,
  productorId: number,
  now = new Date(),
  onlyId?: number,
) {
  const rows = await db
    .select()
    .from(ferias)
    .where(
      and(
        eq(ferias.estado, 'programada'),
        gte(ferias.fecha, shopToday(now)),
        onlyId === undefined ? undefined : eq(ferias.id, onlyId),
      ),
    )
    .orderBy(asc(ferias.fecha), asc(ferias.desde), asc(ferias.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const marks = await db
    .select({ feriaId: noLlevo.feriaId })
    .from(noLlevo)
    .where(and(eq(noLlevo.productorId, productorId), inArray(noLlevo.feriaId, ids)));
  const counts = await db
    .select({ feriaId: sales.feriaId, n: countDistinct(sales.id) })
    .from(sales)
    .innerJoin(saleLines, eq(saleLines.saleId, sales.id))
    .leftJoin(products, eq(products.id, saleLines.productId))
    .where(
      and(
        inArray(sales.feriaId, ids),
        ne(sales.estado, ANNULLED_STATUS),
        sql`${producerIdOfLine} = ${productorId}`,
      ),
    )
    .groupBy(sales.feriaId);
  const marked = new Set(marks.map((m) => m.feriaId));
  const pedidos = new Map(counts.map((c) => [c.feriaId, c.n]));
  return rows.map((row): PortalFeria => {
    const { estado: _estado, ...feria } = toFeria(row, now);
    return { ...feria, noLlevo: marked.has(row.id), pedidos: pedidos.get(row.id) ?? 0 };
  });
}
