// MARKET §14 "Cancelling a feria": its Envío orders move to the other feria even past that feria's
// cupo for their zone; the answer names the moved ones that put a zone over it (`excedidos`).
// Within each zone the orders already at the feria keep their places and the moved ones take
// what is left in their id order, so the last ones moved are those over. The zones' rows are
// locked as a checkout locks them, so a checkout for the same places waits for this count.
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { envioZonas, sales } from '../../db/schema.ts';
import { countsForCupo } from '../sales/envio-zona.ts';

export type Excedido = { saleId: number; zona: string };

/** Call before the orders move: which of `ids`, once at `targetId`, go past their zone's cupo. */
export async function excedidosAl(
  tx: Tx,
  ids: readonly number[],
  targetId: number,
): Promise<Excedido[]> {
  if (ids.length === 0) return [];
  const moving = await tx
    .select({ id: sales.id, zonaId: sales.zonaId, zona: sales.zonaNombre })
    .from(sales)
    .where(and(inArray(sales.id, [...ids]), isNotNull(sales.zonaId), countsForCupo()))
    .orderBy(asc(sales.id));
  const zonaIds = [...new Set(moving.map((m) => m.zonaId!))].sort((a, b) => a - b);
  if (zonaIds.length === 0) return [];
  const zonas = await tx
    .select({ id: envioZonas.id, cupo: envioZonas.cupo })
    .from(envioZonas)
    .where(inArray(envioZonas.id, zonaIds))
    .orderBy(asc(envioZonas.id))
    .for('update');
  const over: Excedido[] = [];
  for (const zona of zonas) {
    if (zona.cupo === null) continue;
    const [row] = await tx
      .select({ n: count() })
      .from(sales)
      .where(and(eq(sales.zonaId, zona.id), eq(sales.feriaId, targetId), countsForCupo()));
    const free = Math.max(0, zona.cupo - Number(row?.n ?? 0));
    const mine = moving.filter((m) => m.zonaId === zona.id);
    for (const m of mine.slice(free)) over.push({ saleId: m.id, zona: m.zona ?? '' });
  }
  return over.sort((a, b) => a.saleId - b.saleId);
}
