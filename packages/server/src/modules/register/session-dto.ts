// A register session as the API sends it (MARKET §2): pesos with two decimals, ISO instants,
// its expected cash and per-method totals worked out by the domain from the database's rows.

import { centsToFixed, fromCents } from '@feria/domain/rules/money';
import {
  type CajaSesion,
  type MethodSale,
  type PorMedio,
  type RegisterEntry,
  registerTotals,
} from '@feria/domain/rules/register';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cajaSesiones, cashEntries, sales } from '../../db/schema.ts';

export type SessionRow = typeof cajaSesiones.$inferSelect;

const pesos = (porMedio: PorMedio): PorMedio =>
  Object.fromEntries(Object.entries(porMedio).map(([k, v]) => [k, fromCents(v)])) as PorMedio;

/** The session's ledger entries and its point-of-sale sales paid by other methods. */
async function movementsOf(db: DbOrTx, rows: readonly SessionRow[]) {
  const ids = rows.map((r) => r.id);
  const entries = ids.length
    ? await db
        .select({
          id: cashEntries.id,
          sesion: cashEntries.cajaSesionId,
          tipo: cashEntries.tipo,
          montoCents: cashEntries.montoCents,
          saleId: cashEntries.saleId,
          pagoId: cashEntries.pagoId,
          descripcion: cashEntries.descripcion,
          createdAt: cashEntries.createdAt,
        })
        .from(cashEntries)
        .where(inArray(cashEntries.cajaSesionId, ids))
        .orderBy(cashEntries.id)
    : [];
  // Non-cash sales are counted from the sales table over the session's window.
  const oldest = rows.reduce<Date | null>(
    (min, r) => (min === null || r.abiertaEn < min ? r.abiertaEn : min),
    null,
  );
  // MARKET §11: counted once the money came in (a QR sale when Mercado Pago confirmed it), at
  // the moment of its cobro.
  const methodSales = oldest
    ? await db
        .select({
          createdAt: sql<Date>`coalesce(${sales.cobroFecha}, ${sales.createdAt})`.mapWith(
            sales.createdAt,
          ),
          formaPago: sales.formaPago,
          totalCents: sales.totalCents,
        })
        .from(sales)
        .where(
          and(
            eq(sales.canal, 'pos'),
            ne(sales.estado, ANNULLED_STATUS),
            ne(sales.formaPago, 'efectivo'),
            eq(sales.cobroEstado, 'cobrado'),
            gte(sales.createdAt, oldest),
          ),
        )
    : [];
  const qrWaiting = oldest ? await qrSalesWaiting(db, oldest) : [];
  const unpaid = oldest ? await deliveredUnpaid(db, oldest) : [];
  return { entries, methodSales, qrWaiting, unpaid };
}

/** MARKET §2 (round 5): web orders handed over since `since` and still not cobrado. */
const deliveredUnpaid = (db: DbOrTx, since: Date) =>
  db
    .select({
      id: sales.id,
      cliente: sales.clienteNombre,
      totalCents: sales.totalCents,
      entregadoEn: sql<Date>`${sales.entregadoEn}`.mapWith(sales.createdAt),
    })
    .from(sales)
    .where(
      and(
        eq(sales.canal, 'web'),
        eq(sales.estado, 'Entregado'),
        ne(sales.cobroEstado, 'cobrado'),
        gte(sales.entregadoEn, since),
      ),
    )
    .orderBy(sales.entregadoEn, sales.id);

/** MARKET §11: stall QR sales still waiting for Mercado Pago ("QR sin confirmar"). */
const qrSalesWaiting = (db: DbOrTx, since: Date) =>
  db
    .select({ createdAt: sales.createdAt, totalCents: sales.totalCents })
    .from(sales)
    .where(
      and(
        eq(sales.canal, 'pos'),
        eq(sales.formaPago, 'qr'),
        eq(sales.cobroEstado, 'pendiente'),
        ne(sales.estado, ANNULLED_STATUS),
        gte(sales.createdAt, since),
      ),
    );

function inWindow(row: SessionRow, at: Date): boolean {
  return at >= row.abiertaEn && (row.cerradaEn === null || at <= row.cerradaEn);
}

/** Sessions as `CajaSesion`, in the order given. */
export async function toCajaSesiones(
  db: DbOrTx,
  rows: readonly SessionRow[],
): Promise<CajaSesion[]> {
  const { entries, methodSales, qrWaiting, unpaid } = await movementsOf(db, rows);
  return rows.map((row) => {
    const own: RegisterEntry[] = entries
      .filter((e) => e.sesion === row.id)
      .map((e) => ({ tipo: e.tipo, montoCents: e.montoCents, saleId: e.saleId, pagoId: e.pagoId }));
    const counted: MethodSale[] = methodSales.filter((s) => inWindow(row, s.createdAt));
    const totals = registerTotals(row.montoInicialCents, own, counted);
    const closed = row.estado === 'cerrada';
    // Once closed, the expected cash is what it was at the count (the difference entry is
    // linked to the session too and must not move it).
    const esperado =
      closed && row.contadoCents !== null && row.diferenciaCents !== null
        ? row.contadoCents - row.diferenciaCents
        : totals.esperado;
    const sesion: CajaSesion = {
      id: row.id,
      estado: row.estado,
      abiertaEn: row.abiertaEn.toISOString(),
      abiertaPor: row.abiertaPor,
      montoInicial: fromCents(row.montoInicialCents),
      esperado: fromCents(esperado),
      porMedio: pesos(totals.porMedio),
      pedidosCobrados: fromCents(totals.pedidosEfectivo),
      entregadosSinCobrar: unpaid
        .filter((s) => inWindow(row, s.entregadoEn))
        .map((s) => ({ id: s.id, cliente: s.cliente, total: centsToFixed(s.totalCents) })),
    };
    if (!closed) {
      const waiting = qrWaiting.filter((s) => inWindow(row, s.createdAt));
      if (waiting.length > 0) {
        sesion.qrSinConfirmar = {
          cantidad: waiting.length,
          total: fromCents(waiting.reduce((sum, s) => sum + s.totalCents, 0)),
        };
      }
      // What was put in or taken out by hand, so the arqueo's figures add up on screen.
      sesion.movimientos = entries
        .filter((e) => e.sesion === row.id && e.saleId === null && e.pagoId === null)
        .map((e) => ({
          id: e.id,
          tipo: e.tipo,
          monto: fromCents(e.montoCents),
          descripcion: e.descripcion,
          creadoEn: e.createdAt.toISOString(),
        }));
    }
    if (closed) {
      if (row.cerradaEn) sesion.cerradaEn = row.cerradaEn.toISOString();
      if (row.cerradaPor !== null) sesion.cerradaPor = row.cerradaPor;
      if (row.contadoCents !== null) sesion.contado = fromCents(row.contadoCents);
      if (row.diferenciaCents !== null) sesion.diferencia = fromCents(row.diferenciaCents);
    }
    return sesion;
  });
}

export async function toCajaSesion(db: DbOrTx, row: SessionRow): Promise<CajaSesion> {
  const [sesion] = await toCajaSesiones(db, [row]);
  if (!sesion) throw new Error('Caja sin datos');
  return sesion;
}

/** The open session, locked for update when `lock` (closing) so no sale posts meanwhile. */
export async function openSession(db: DbOrTx, lock = false): Promise<SessionRow | null> {
  const query = db.select().from(cajaSesiones).where(eq(cajaSesiones.estado, 'abierta'));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const newestFirst = sql`${cajaSesiones.abiertaEn} desc, ${cajaSesiones.id} desc`;
