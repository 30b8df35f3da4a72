// The bulk price adjustment and its undo (MARKET.md §5): each one a single transaction that
// changes the prices, writes their history and the audit entry together. Products are locked in
// id order (API.md: one order everywhere) and listed by name only in the answer.

import { formatDecimalEs, fromCents } from '@feria/domain/rules/money';
import { plural } from '@feria/domain/rules/plural';
import { percentHundredths, priceChanges } from '@feria/domain/rules/price-adjustment';
import { MAX_AMOUNT } from '@feria/domain/schemas/fields';
import type {
  PriceAdjustment,
  PriceAdjustmentAnswer,
  PriceUndoAnswer,
} from '@feria/domain/schemas/price-adjustment';
import { and, asc, desc, eq, gt, inArray, isNull, min, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  priceAdjustmentItems,
  priceAdjustments,
  priceHistory,
  productores,
  products,
} from '../../db/schema.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { producerNamed } from '../../shared/producer-link.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { recordPriceChanges } from './history.ts';
import { setPrices } from './set-prices.ts';

export type Actor = { id: string; email: string };

export type AdjustResult =
  | ({ ok: true } & PriceAdjustmentAnswer)
  | { ok: false; reason: 'empty' | 'too-high' };

export type UndoResult =
  | ({ ok: true } & PriceUndoAnswer)
  | { ok: false; reason: 'not-found' | 'undone' | 'not-latest' };

/** A producer's products: those linked to the producer the text names (ignoring case, accents
 * and extra spaces, MARKET §4), and any product whose brand is exactly that text. */
const producerScope = (marca: string) =>
  or(
    eq(products.marca, marca),
    sql`${products.productorId} in (select ${productores.id} from ${productores}
      where ${producerNamed(marca)})`,
  );

function scopeOf(input: PriceAdjustment): { where: SQL | undefined; label: string } {
  const conditions = [
    input.categoria ? eq(products.categoria, input.categoria) : undefined,
    input.marca ? producerScope(input.marca) : undefined,
  ].filter((c) => c !== undefined);
  const label =
    [input.categoria && `Categoría ${input.categoria}`, input.marca && `Marca ${input.marca}`]
      .filter(Boolean)
      .join(', ') || 'Todos';
  return { where: conditions.length ? and(...conditions) : undefined, label };
}

/**
 * The products in scope by name (the answer's order). Applying locks them first, in id order like
 * every other writer of products, so an adjustment and a sale never wait on each other in a circle.
 */
function scopeRows(tx: Tx, where: SQL | undefined, lock: boolean) {
  const columns = { id: products.id, nombre: products.nombre, precioCents: products.precioCents };
  if (!lock) {
    return tx
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(asc(products.nombre), asc(products.id));
  }
  const locked = tx
    .$with('locked')
    .as(tx.select(columns).from(products).where(where).orderBy(asc(products.id)).for('update'));
  return tx.with(locked).select().from(locked).orderBy(asc(locked.nombre), asc(locked.id));
}

const auditActor = (actor: Actor): AuditActor => ({ id: actor.id, email: actor.email });

/** Computes an adjustment; unless it is a preview, applies it and returns its id. */
export async function adjustPrices(
  db: Db,
  input: PriceAdjustment,
  actor: Actor,
  after: AfterCommit,
): Promise<AdjustResult> {
  const { where, label } = scopeOf(input);
  const result = await db.transaction(async (tx): Promise<AdjustResult> => {
    const rows = await scopeRows(tx, where, !input.vistaPrevia);
    const names = new Map(rows.map((r) => [r.id, r.nombre]));
    const changes = priceChanges(rows, input.porcentaje, input.redondeo);
    if (changes.length === 0) return { ok: false, reason: 'empty' };
    if (changes.some((c) => c.despuesCents > MAX_AMOUNT * 100)) {
      return { ok: false, reason: 'too-high' };
    }
    const cambios = changes.map((c) => ({
      id: c.id,
      nombre: names.get(c.id) ?? '',
      antes: fromCents(c.antesCents),
      despues: fromCents(c.despuesCents),
    }));
    if (input.vistaPrevia) return { ok: true, cambios };

    const [adjustment] = await tx
      .insert(priceAdjustments)
      .values({
        userId: actor.id,
        porcentajeCentesimos: percentHundredths(input.porcentaje),
        redondeo: input.redondeo,
        scope: label,
      })
      .returning({ id: priceAdjustments.id });
    const ajusteId = adjustment!.id;
    const items = JSON.stringify(changes.map((c) => [c.id, c.antesCents, c.despuesCents]));
    await tx.execute(sql`
      insert into price_adjustment_items (adjustment_id, product_id, antes_cents, despues_cents)
      select ${ajusteId}::int, (v.i->>0)::int, (v.i->>1)::int, (v.i->>2)::int
      from json_array_elements(${items}::json) as v(i)`);
    await setPrices(
      tx,
      changes.map((c) => ({ id: c.id, cents: c.despuesCents })),
    );
    await recordPriceChanges(
      tx,
      changes.map((c) => ({
        productId: c.id,
        antesCents: c.antesCents,
        despuesCents: c.despuesCents,
        motivo: 'ajuste',
        ajusteId,
        userId: actor.id,
      })),
    );
    const pct = formatDecimalEs(percentHundredths(input.porcentaje)).replace(/,00$/, '');
    const step = input.redondeo ? `redondeo a $${input.redondeo}` : 'sin redondeo';
    await recordAudit(tx, {
      actor: auditActor(actor),
      accion: 'precios.ajustar',
      detalle: `Ajuste de precios #${ajusteId}: ${pct} % (${label}, ${step}) en ${plural(changes.length, 'producto')}`,
    });
    return { ok: true, ajusteId, cambios };
  });
  if (result.ok && !input.vistaPrevia) after.catalogChanged();
  return result;
}

/** Undoes the latest adjustment still in force; products whose price changed since stay. */
export async function undoAdjustment(
  db: Db,
  ajusteId: number,
  actor: Actor,
  after: AfterCommit,
): Promise<UndoResult> {
  const result = await db.transaction(async (tx): Promise<UndoResult> => {
    const [adjustment] = await tx
      .select()
      .from(priceAdjustments)
      .where(eq(priceAdjustments.id, ajusteId))
      .for('update');
    if (!adjustment) return { ok: false, reason: 'not-found' };
    if (adjustment.undoneAt) return { ok: false, reason: 'undone' };
    const [latest] = await tx
      .select({ id: priceAdjustments.id })
      .from(priceAdjustments)
      .where(isNull(priceAdjustments.undoneAt))
      .orderBy(desc(priceAdjustments.id))
      .limit(1);
    if (latest?.id !== ajusteId) return { ok: false, reason: 'not-latest' };

    // Locked in id order, like every other writer of products; listed by name for the answer.
    const locked = tx.$with('locked').as(
      tx
        .select({
          id: products.id,
          nombre: products.nombre,
          precioCents: products.precioCents,
          antesCents: priceAdjustmentItems.antesCents,
          despuesCents: priceAdjustmentItems.despuesCents,
        })
        .from(priceAdjustmentItems)
        .innerJoin(products, eq(products.id, priceAdjustmentItems.productId))
        .where(eq(priceAdjustmentItems.adjustmentId, ajusteId))
        .orderBy(asc(products.id))
        .for('update', { of: products }),
    );
    const items = await tx
      .with(locked)
      .select()
      .from(locked)
      .orderBy(asc(locked.nombre), asc(locked.id));
    const edited = await editedSince(
      tx,
      ajusteId,
      items.map((i) => i.id),
    );
    const restore = items.filter((i) => i.precioCents === i.despuesCents && !edited.has(i.id));
    const omitidos = items
      .filter((i) => !restore.includes(i))
      .map((i) => ({ id: i.id, nombre: i.nombre }));

    await setPrices(
      tx,
      restore.map((i) => ({ id: i.id, cents: i.antesCents })),
    );
    await recordPriceChanges(
      tx,
      restore.map((i) => ({
        productId: i.id,
        antesCents: i.despuesCents,
        despuesCents: i.antesCents,
        motivo: 'ajuste',
        ajusteId,
        userId: actor.id,
      })),
    );
    await tx
      .update(priceAdjustments)
      .set({ undoneAt: new Date() })
      .where(eq(priceAdjustments.id, ajusteId));
    await recordAudit(tx, {
      actor: auditActor(actor),
      accion: 'precios.deshacer',
      detalle: `Ajuste de precios #${ajusteId} deshecho: ${plural(restore.length, 'precio restaurado', 'precios restaurados')}, ${plural(omitidos.length, 'omitido')}`,
    });
    return { ok: true, restaurados: restore.length, omitidos };
  });
  if (result.ok) after.catalogChanged();
  return result;
}

/** Products whose price was edited or imported after the adjustment was applied. */
async function editedSince(tx: Tx, ajusteId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const [first] = await tx
    .select({ id: min(priceHistory.id) })
    .from(priceHistory)
    .where(eq(priceHistory.ajusteId, ajusteId));
  const rows = await tx
    .selectDistinct({ productId: priceHistory.productId })
    .from(priceHistory)
    .where(
      and(
        inArray(priceHistory.productId, ids),
        ne(priceHistory.motivo, 'ajuste'),
        gt(priceHistory.id, first?.id ?? 0),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}
