// MARKET §3: "Efectivo fuera de caja", the stall's cash sales that found no open register to go
// into (neither the one the device named nor one open on receipt). Annulled ones are left out.
import { fromCents } from '@feria/domain/rules/money';
import type { VentaFueraDeCaja } from '@feria/domain/rules/register';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashEntries, pagos, sales, users } from '../../db/schema.ts';

/** Newest first, at most `limit` of them. */
export async function cashOutsideRegister(db: Db, limit = 500): Promise<VentaFueraDeCaja[]> {
  const rows = await db
    .select({
      id: sales.id,
      createdAt: sales.createdAt,
      totalCents: sales.totalCents,
      nombre: users.nombre,
      email: users.email,
    })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.sellerId))
    .where(and(eq(sales.fueraDeCaja, true), ne(sales.estado, ANNULLED_STATUS)))
    .orderBy(desc(sales.id))
    .limit(limit);
  const stall = rows.map((row) => ({
    ventaId: row.id,
    fecha: row.createdAt.toISOString(),
    vendedor: row.nombre?.trim() || row.email || '',
    total: fromCents(row.totalCents),
  }));
  // MARKET §7b: a web order's cash taken at the stall with no register open, listed the same way.
  const cobros = await db
    .select({
      ventaId: pagos.saleId,
      fecha: pagos.fecha,
      quien: pagos.quien,
      monto: pagos.montoCents,
    })
    .from(cashEntries)
    .innerJoin(pagos, eq(pagos.id, cashEntries.pagoId))
    .innerJoin(sales, eq(sales.id, pagos.saleId))
    .where(
      and(
        isNull(cashEntries.cajaSesionId),
        eq(cashEntries.tipo, 'Ingreso'),
        ne(sales.estado, ANNULLED_STATUS),
      ),
    )
    .orderBy(desc(pagos.id))
    .limit(limit);
  const pedidos = cobros.map((c) => ({
    ventaId: c.ventaId,
    fecha: c.fecha.toISOString(),
    vendedor: c.quien,
    total: fromCents(c.monto),
  }));
  return [...stall, ...pedidos].sort((a, b) => b.fecha.localeCompare(a.fecha)).slice(0, limit);
}
