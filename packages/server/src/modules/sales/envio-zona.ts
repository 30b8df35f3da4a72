// MARKET §14 "The order with Envío": while a zone is active, a web order with Envío needs a barrio
// we reach, the zone's minimum and a place in the zone's cupo for its feria. Checked inside the
// sale's transaction after the feria and before any stock is taken, so a refusal takes nothing and
// sends no mail (the transaction rolls back).
//
// The cupo is exactly-once like the stock: the zone's row is locked FOR UPDATE before the count, so
// simultaneous checkouts for the last places wait for each other and each counts the ones committed
// before it. The zone is locked before takeStock locks the products; nothing locks a product and
// then a zone, so the two cannot deadlock.
import { envioMinimoMsg, sinLugaresMsg } from '@feria/domain/messages/envios';
import { alcanzaMinimo, checkEnvioZona, zonaDelBarrio } from '@feria/domain/rules/envio-zona';
import { lineSubtotalCents } from '@feria/domain/rules/weight';
import type { SaleCreate } from '@feria/domain/schemas/sale';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { envioZonas, products, sales } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { zonasActivas } from '../envios/zonas.ts';
import type { FeriaRow } from '../ferias/dto.ts';

/** The zone as the order stores it: its id for the cupo, its nombre, fee and minimum as placed. */
export type ZonaPedido = { id: number; nombre: string; costoCents: number; minimo: number };

/**
 * The zone of a web order with Envío, its place in the cupo taken; null when zones do not apply
 * (point of sale, Retiro, or no active zone). Throws the 400s of steps 1–3 and the cupo's 409.
 */
export async function zonaDelPedido(
  tx: Tx,
  input: SaleCreate,
  merged: readonly { id: number; cantidad: number }[],
  feria: FeriaRow | null,
): Promise<ZonaPedido | null> {
  if (input.canal !== 'web' || input.envio !== 'envio') return null;
  const activas = await zonasActivas(tx);
  if (activas.length === 0) return null;
  const subtotal = await productsSubtotal(tx, merged);
  const barrio = input.cliente.barrio;
  const found = checkEnvioZona(activas, barrio, subtotal);
  if (!found.ok) throw new HttpError(400, found.message);
  const [locked] = await tx
    .select()
    .from(envioZonas)
    .where(eq(envioZonas.id, found.zona.id))
    .for('update');
  // Saved or deleted since it was read: the steps again, on the zone as it is now.
  const again = checkEnvioZona(locked ? [locked] : [], barrio, subtotal);
  if (!again.ok) throw new HttpError(400, again.message);
  const zona = again.zona;
  if (zona.cupo !== null && feria) {
    const taken = await ordersOfZone(tx, zona.id, feria.id);
    if (taken + 1 > zona.cupo) throw new HttpError(409, sinLugaresMsg(zona.nombre, feria.fecha));
  }
  return { id: zona.id, nombre: zona.nombre, costoCents: zona.costoCents, minimo: zona.minimo };
}

/** The 400 of an order priced below its zone's minimum (the price changed since the check). */
export function checkMinimoPriced(zona: ZonaPedido | null, subtotalCents: number): void {
  if (zona && !alcanzaMinimo(subtotalCents, zona.minimo)) {
    throw new HttpError(400, envioMinimoMsg(zona.nombre, zona.minimo));
  }
}

/** What a cupo counts: web orders with Envío that are not Anulado (bolsones too). */
export const countsForCupo = () =>
  and(eq(sales.canal, 'web'), eq(sales.envio, 'envio'), ne(sales.estado, 'Anulado'));

/** A zone's orders at a feria. */
async function ordersOfZone(tx: Tx, zonaId: number, feriaId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(sales)
    .where(and(eq(sales.zonaId, zonaId), eq(sales.feriaId, feriaId), countsForCupo()));
  return Number(row?.n ?? 0);
}

/** The products' subtotal as they are priced now; unknown or hidden ones are the stock step's. */
async function productsSubtotal(
  tx: Tx,
  merged: readonly { id: number; cantidad: number }[],
): Promise<number> {
  if (merged.length === 0) return 0;
  const rows = await tx
    .select({ id: products.id, precioCents: products.precioCents, unidad: products.unidad })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          merged.map((line) => line.id),
        ),
        eq(products.publicado, true),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return merged.reduce((sum, line) => {
    const product = byId.get(line.id);
    return product
      ? sum + lineSubtotalCents(product.unidad, product.precioCents, line.cantidad)
      : sum;
  }, 0);
}

/**
 * MARKET §14 "Bolsones": the zone each generated order takes from its barrio now, never a refusal
 * (no minimum, no cupo: it still counts for the cupo); null for Retiro, a barrio in no active zone
 * or no zone at all. The zones are locked in id order before the products, as a checkout locks
 * its one, so a checkout counting the same places sees these orders or waits for them.
 */
export async function zonasDeBolsones(
  tx: Tx,
  inputs: readonly SaleCreate[],
): Promise<(ZonaPedido | null)[]> {
  const wanted = inputs.map((i) => (i.envio === 'envio' ? (i.cliente.barrio ?? '') : ''));
  if (wanted.every((b) => b === '')) return inputs.map(() => null);
  const activas = await zonasActivas(tx);
  const found = wanted.map((b) => (b === '' ? null : zonaDelBarrio(activas, b)));
  const ids = [...new Set(found.filter((z) => z !== null).map((z) => z.id))].sort((a, b) => a - b);
  if (ids.length > 0) {
    await tx
      .select({ id: envioZonas.id })
      .from(envioZonas)
      .where(inArray(envioZonas.id, ids))
      .orderBy(asc(envioZonas.id))
      .for('update');
  }
  return found.map((z) =>
    z ? { id: z.id, nombre: z.nombre, costoCents: z.costoCents, minimo: z.minimo } : null,
  );
}
