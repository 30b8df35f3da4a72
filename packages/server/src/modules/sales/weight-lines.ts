// MARKET §8 and API.md round 3 for the lines of a new sale, before any stock is taken: a web
// order's kg line is a positive multiple of the product's paso and at most 25 kg; a line by unit
// keeps its 10000 cap (the sale schema lets grams up to 1.000.000 through). A refusal is a 400
// thrown inside the sale's transaction, which rolls it back.
import { MSG } from '@feria/domain/messages/shop';
import { unidadesDisponiblesDe } from '@feria/domain/messages/storefront';
import { checkWebWeightLine, kgDisponibles } from '@feria/domain/rules/weight';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { Shortage } from './take-stock.ts';

/** A line by unit takes at most this many (SPEC: "La cantidad no puede superar las 10000 unidades"). */
const MAX_UNITS = 10_000;

export async function checkWeightLines(
  tx: Tx,
  lines: readonly { id: number; cantidad: number }[],
  canal: string,
): Promise<void> {
  if (lines.length === 0) return;
  const rows = await tx
    .select({
      id: products.id,
      nombre: products.nombre,
      unidad: products.unidad,
      paso: products.paso,
      publicado: products.publicado,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const line of lines) {
    const product = byId.get(line.id);
    // Unknown (or, on the web, hidden) products are refused by the stock step as "not found".
    if (!product || (canal === 'web' && !product.publicado)) continue;
    if (product.unidad !== 'kg') {
      if (line.cantidad > MAX_UNITS) throw new HttpError(400, MSG.cantidadMaxima);
      continue;
    }
    const problem = canal === 'web' ? checkWebWeightLine({ ...product, ...line }) : null;
    if (problem) throw new HttpError(400, problem);
  }
}

/** The 409 of a shortage: "{disponible} kg disponibles." for a product by weight. */
export function shortageMessage(shortage: Shortage & { nombre: string }): string {
  return shortage.unidad === 'kg'
    ? kgDisponibles(shortage.disponibles)
    : unidadesDisponiblesDe(shortage.nombre, shortage.disponibles);
}
