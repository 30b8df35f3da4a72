// GET /api/suscripciones/resumen?feriaId= (MARKET §9): the bolsones of a feria's subscription
// orders by product, and how many subscriptions skipped it or were short of stock.
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import type { SuscripcionResumen } from '@feria/domain/schemas/suscripcion';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ferias,
  saleLines,
  sales,
  suscripcionPedidos,
  suscripcionSalteadas,
} from '../../db/schema.ts';
import { sinStockOf } from './generate.ts';

export async function feriaSummary(db: Db, feriaId: number): Promise<SuscripcionResumen | null> {
  const [feria] = await db.select().from(ferias).where(eq(ferias.id, feriaId));
  if (!feria) return null;
  const bolsones = await db
    .select({
      productoId: saleLines.productId,
      nombre: sql<string>`min(${saleLines.nombre})`,
      cantidad: sql<number>`sum(${saleLines.cantidad})::int`,
      pedidos: sql<number>`count(distinct ${sales.id})::int`,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .where(
      and(
        eq(sales.feriaId, feriaId),
        isNotNull(sales.suscripcionId),
        ne(sales.estado, ANNULLED_STATUS),
        isNotNull(saleLines.productId),
      ),
    )
    .groupBy(saleLines.productId)
    .orderBy(asc(saleLines.productId));
  const [skipped] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suscripcionSalteadas)
    .where(eq(suscripcionSalteadas.feriaId, feriaId));
  const [short] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suscripcionPedidos)
    .where(sinStockOf(feriaId));
  return {
    feria: {
      id: feria.id,
      fecha: feria.fecha,
      lugar: feria.lugar,
      cierre: feria.cierre.toISOString(),
    },
    bolsones: bolsones.map((b) => ({
      productoId: b.productoId ?? 0,
      nombre: b.nombre,
      cantidad: Number(b.cantidad),
      pedidos: Number(b.pedidos),
    })),
    salteadas: Number(skipped?.n ?? 0),
    sinStock: Number(short?.n ?? 0),
  };
}
