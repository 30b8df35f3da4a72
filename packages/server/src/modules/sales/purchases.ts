// A customer's own purchases (GET /api/sheets/sales/{userId}): every sale linked to the account,
// newest first, annulled ones included so the customer sees what happened to them.
import { shopDateParts } from '@feria/domain/rules/dates';
import { centsToFixed, fromCents } from '@feria/domain/rules/money';
import type { PurchaseDto } from '@feria/domain/schemas/api-types';
import type { PageQuery } from '@feria/domain/schemas/paging';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ferias, saleLines, sales } from '../../db/schema.ts';
import { facturasOfSales } from '../facturas/dto.ts';
import { cobroOf } from './cobro-dto.ts';

/** How many sales the account has (X-Total-Count of its purchases). */
export async function countPurchases(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sales).where(eq(sales.userId, userId));
  return row?.n ?? 0;
}

export async function purchasesOf(db: Db, userId: string, page: PageQuery): Promise<PurchaseDto[]> {
  const rows = await db
    .select()
    .from(sales)
    .where(eq(sales.userId, userId))
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(saleLines)
    .where(
      inArray(
        saleLines.saleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(saleLines.id));
  const bySale = new Map<number, (typeof lines)[number][]>();
  for (const line of lines) bySale.set(line.saleId, [...(bySale.get(line.saleId) ?? []), line]);
  // The feria as the customer needs it to pick up: day, hours and place (MARKET §7).
  const feriaIds = [...new Set(rows.flatMap((r) => (r.feriaId === null ? [] : [r.feriaId])))];
  const pickups = new Map(
    (feriaIds.length ? await db.select().from(ferias).where(inArray(ferias.id, feriaIds)) : []).map(
      (f) => [
        f.id,
        {
          id: f.id,
          fecha: f.fecha,
          lugar: f.lugar,
          desde: f.desde,
          hasta: f.hasta,
          direccion: f.direccion,
        },
      ],
    ),
  );
  const invoices = await facturasOfSales(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((sale) => ({
    id: sale.id,
    fecha: shopDateParts(sale.createdAt).fecha,
    estadoPago: sale.estado,
    formaPago: sale.formaPago,
    envio: sale.envio,
    total: centsToFixed(sale.totalCents),
    envioCosto: centsToFixed(sale.envioCostoCents), // MARKET §14
    zona: sale.zonaNombre,
    feria: sale.feriaId === null ? null : (pickups.get(sale.feriaId) ?? null),
    cobro: cobroOf(sale),
    pedido: sale.canal === 'web' ? `/pedido/${sale.id}` : null,
    suscripcionId: sale.suscripcionId, // MARKET §9: on every Sale answer, purchases included
    cliente: { avisosWhatsapp: sale.avisosWhatsapp }, // MARKET §13.3
    factura: invoices.get(sale.id)?.factura ?? null, // MARKET §12
    notaCredito: invoices.get(sale.id)?.notaCredito ?? null,
    lineas: (bySale.get(sale.id) ?? []).map((line) => ({
      idProducto: line.productId,
      nombre: line.nombre,
      marca: line.marca,
      medida: line.medida,
      cantidad: line.cantidad,
      unidad: line.unidad,
      precio: fromCents(line.precioCents),
      subtotal: centsToFixed(line.subtotalCents),
      url: line.imagen,
    })),
  }));
}
