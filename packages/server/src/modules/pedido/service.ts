// The order page (MARKET §7): a web order read by its private link's token (or by its signed-in
// owner, from "Mis compras"), and the customer's payment receipt.

import { timingSafeEqual } from 'node:crypto';
import { acceptsReceipt, MAX_RECEIPTS_PER_ORDER, takesReceipts } from '@feria/domain/rules/cobro';
import { shopDateParts } from '@feria/domain/rules/dates';
import { centsToFixed } from '@feria/domain/rules/money';
import type { FeriaPickup, PedidoView, ReceiptType } from '@feria/domain/rules/order-page';
import { pesadoText } from '@feria/domain/rules/weight';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { comprobantes, ferias, products, saleLines, sales } from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import { hashToken } from '../../shared/opaque-token.ts';
import { recordAudit } from '../audit/service.ts';
import { facturasOf } from '../facturas/dto.ts';
import { cobroOf } from '../sales/cobro-dto.ts';
import { isNoticeToken } from '../whatsapp/order-token.ts';

type SaleRow = typeof sales.$inferSelect;

/** Who asks: the link's token, or the signed-in account. */
export type PedidoKey = { token: string | undefined; user: SessionUser | null };

const sameHash = (stored: string, token: string) => {
  const a = Buffer.from(stored);
  const b = Buffer.from(hashToken(token));
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The web order when the key opens it; null otherwise, exactly as for an order that does not
 * exist, so a wrong token tells nothing. */
export async function openPedido(db: DbOrTx, id: number, key: PedidoKey): Promise<SaleRow | null> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  if (row?.canal !== 'web') return null;
  if (key.token !== undefined) {
    const opens =
      (row.pedidoTokenHash && sameHash(row.pedidoTokenHash, key.token)) ||
      isNoticeToken(row.avisoToken, key.token);
    return opens ? row : null;
  }
  return key.user && row.userId === key.user.uid ? row : null;
}

async function feriaPickup(
  db: DbOrTx,
  feriaId: number | null,
): Promise<{ pickup: FeriaPickup | null; cierre: string | null }> {
  if (feriaId === null) return { pickup: null, cierre: null };
  const [f] = await db.select().from(ferias).where(eq(ferias.id, feriaId));
  if (!f) return { pickup: null, cierre: null };
  const { id, fecha, lugar, desde, hasta, direccion } = f;
  return {
    pickup: { id, fecha, lugar, desde, hasta, direccion },
    cierre: f.cierre.toISOString(),
  };
}

/** MARKET §9 (round 5): the "Contenido de esta semana" of the bolsón the order holds, if any. */
async function bolsonContenido(db: DbOrTx, productIds: (number | null)[]): Promise<string | null> {
  const ids = productIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return null;
  const [bolson] = await db
    .select({ contenido: products.contenido })
    .from(products)
    .where(
      and(inArray(products.id, ids), eq(products.suscribible, true), ne(products.contenido, '')),
    )
    .orderBy(asc(products.id))
    .limit(1);
  return bolson?.contenido ?? null;
}

export async function pedidoView(db: DbOrTx, row: SaleRow): Promise<PedidoView> {
  const lines = await db
    .select()
    .from(saleLines)
    .where(eq(saleLines.saleId, row.id))
    .orderBy(asc(saleLines.id));
  const feria = await feriaPickup(db, row.feriaId);
  const contenido = await bolsonContenido(
    db,
    lines.map((l) => l.productId),
  );
  return {
    id: row.id,
    fecha: shopDateParts(row.createdAt).fecha,
    estadoPago: row.estado,
    formaPago: row.formaPago,
    envio: row.envio,
    subtotal: centsToFixed(row.subtotalCents),
    recargo: centsToFixed(row.recargoCents),
    envioCosto: centsToFixed(row.envioCostoCents), // MARKET §14
    zona: row.zonaNombre,
    total: centsToFixed(row.totalCents),
    cliente: {
      nombre: row.clienteNombre,
      direccion: row.envio === 'envio' ? row.clienteDireccion : '',
      avisosWhatsapp: row.avisosWhatsapp, // MARKET §13.3
    },
    feria: feria.pickup,
    cobro: cobroOf(row),
    pesado: pesadoText(row.totalAntesPesoCents, row.totalCents),
    cierre: feria.cierre,
    lineas: lines.map((l) => ({
      productId: l.productId,
      nombre: l.nombre,
      marca: l.marca,
      medida: l.medida,
      cantidad: l.cantidad,
      unidad: l.unidad,
      precio: centsToFixed(l.precioCents),
      subtotal: centsToFixed(l.subtotalCents),
    })),
    ...(contenido ? { contenido } : {}),
    ...(await facturasOf(db, row.id)), // MARKET §12
  };
}

export type ReceiptResult =
  | { ok: true; comprobante: string }
  | { ok: false; reason: 'not-found' | 'closed' | 'full' };

/** Why the order takes no more receipts (API.md round 4), or null when it takes one. */
export function receiptRefusal(row: SaleRow): 'closed' | 'full' | null {
  if (!takesReceipts(row.formaPago) || !acceptsReceipt(row.estado, row.cobroEstado)) {
    return 'closed';
  }
  return row.comprobantesSubidos >= MAX_RECEIPTS_PER_ORDER ? 'full' : null;
}

/** Keeps the receipt (a new one replaces the last) while the order still takes one, and audits
 * it. The sale row is locked, so a receipt never lands on an order staff are marking cobrado at
 * that moment, and simultaneous uploads count one after the other against the order's three. */
export async function storeReceipt(
  db: Db,
  id: number,
  key: PedidoKey,
  file: { tipo: ReceiptType; bytes: Buffer; ip: string },
  now = new Date(),
): Promise<ReceiptResult> {
  return db.transaction(async (tx): Promise<ReceiptResult> => {
    const opened = await openPedido(tx, id, key);
    if (!opened) return { ok: false, reason: 'not-found' };
    const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for('update');
    if (!row) return { ok: false, reason: 'not-found' };
    const refused = receiptRefusal(row);
    if (refused) return { ok: false, reason: refused };
    await tx
      .insert(comprobantes)
      .values({ saleId: id, tipo: file.tipo, bytes: file.bytes, createdAt: now })
      .onConflictDoUpdate({
        target: comprobantes.saleId,
        set: { tipo: file.tipo, bytes: file.bytes, createdAt: now },
      });
    const [updated] = await tx
      .update(sales)
      .set({ comprobanteEn: now, comprobantesSubidos: sql`${sales.comprobantesSubidos} + 1` })
      .where(eq(sales.id, id))
      .returning();
    const comprobante = updated ? cobroOf(updated).comprobante : null;
    if (!comprobante) throw new Error('El comprobante no se guardó');
    await recordAudit(tx, {
      actor: { id: key.user?.uid ?? null, email: key.user?.email ?? 'cliente (enlace del pedido)' },
      accion: 'pedido.comprobante',
      detalle: `Comprobante ${updated?.comprobantesSubidos ?? ''} de 3 del pedido N° ${id} (${file.tipo}, ${file.bytes.length} bytes)`,
      ip: file.ip,
    });
    return { ok: true, comprobante };
  });
}
