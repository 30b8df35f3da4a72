// A subscription as the API answers it (MARKET §9), with `proxima`: the next of its ferias whose
// cierre has not passed, the order made for it (or one moved into its week), whether it is
// skipped and whether it is short of stock. Built for many at once with one query per table.
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { nextPlanFeria, weekOf } from '@feria/domain/rules/suscripciones';
import type { Suscripcion } from '@feria/domain/schemas/suscripcion';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  ferias,
  products,
  sales,
  type suscripciones,
  suscripcionPedidos,
  suscripcionSalteadas,
  users,
} from '../../db/schema.ts';
import { zonasOf } from './barrio.ts';
import { planFeriaRows } from './ferias.ts';
import { planOf } from './generate.ts';

export type SubRow = typeof suscripciones.$inferSelect;

export async function toSuscripciones(
  db: DbOrTx,
  subs: readonly SubRow[],
  now: Date,
  withCliente = false,
): Promise<Suscripcion[]> {
  if (subs.length === 0) return [];
  const ids = subs.map((s) => s.id);
  const plan = await planFeriaRows(db, now);
  const names = await db
    .select({ id: products.id, nombre: products.nombre, contenido: products.contenido })
    .from(products)
    .where(inArray(products.id, [...new Set(subs.map((s) => s.productId))]));
  const skips = await db
    .select()
    .from(suscripcionSalteadas)
    .where(inArray(suscripcionSalteadas.suscripcionId, ids));
  const claims = await db
    .select()
    .from(suscripcionPedidos)
    .where(inArray(suscripcionPedidos.suscripcionId, ids));
  const orders = await db
    .select({ id: sales.id, sub: sales.suscripcionId, estado: sales.estado, fecha: ferias.fecha })
    .from(sales)
    .innerJoin(ferias, eq(ferias.id, sales.feriaId))
    .where(and(inArray(sales.suscripcionId, ids), ne(sales.estado, ANNULLED_STATUS)));
  const clientes = withCliente
    ? await db
        .select({ id: users.id, nombre: users.nombre, correo: users.email, celular: users.celular })
        .from(users)
        .where(inArray(users.id, [...new Set(subs.map((s) => s.userId))]))
    : [];

  const zonas = await zonasOf(
    db,
    subs.map((s) => s.barrio),
  );
  return subs.map((sub, i) => {
    const feria = sub.estado === 'activa' ? nextPlanFeria(planOf(sub), plan, now) : null;
    const claim = feria && claims.find((c) => c.suscripcionId === sub.id && c.feriaId === feria.id);
    const order = feria
      ? orders.find((o) => o.sub === sub.id && weekOf(o.fecha) === weekOf(feria.fecha))
      : undefined;
    const cliente = clientes.find((c) => c.id === sub.userId);
    const product = names.find((p) => p.id === sub.productId);
    return {
      id: sub.id,
      productoId: sub.productId,
      nombre: product?.nombre ?? '',
      contenido: product?.contenido ?? '',
      cantidad: sub.cantidad,
      frecuencia: sub.frecuencia,
      envio: sub.envio,
      lugar: sub.lugar,
      direccion: sub.direccion,
      barrio: sub.barrio,
      zona: zonas[i] ?? null,
      formaPago: sub.formaPago,
      estado: sub.estado,
      creadaEn: sub.createdAt.toISOString(),
      avisosWhatsapp: sub.avisosWhatsapp,
      proxima: feria
        ? {
            feriaId: feria.id,
            fecha: feria.fecha,
            lugar: feria.lugar,
            cierre: feria.cierre.toISOString(),
            pedidoId: order?.id ?? null,
            salteada: skips.some((s) => s.suscripcionId === sub.id && s.feriaId === feria.id),
            sinStock: !order && (claim?.sinStock ?? false),
          }
        : null,
      pedidoEstado: order?.estado ?? null,
      ...(withCliente && cliente
        ? { cliente: { nombre: cliente.nombre, correo: cliente.correo, celular: cliente.celular } }
        : {}),
    };
  });
}
