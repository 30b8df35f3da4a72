// GET /api/ferias/{id}/preparacion (MARKET §1): what to prepare for a market day — each product
// with its units and orders (the UI groups them by producer), each web order's packing list, and
// the day's takings: web orders and stall sales of the feria, per payment method.

import { takings } from '@feria/domain/rules/cobro';
import { centsToFixed } from '@feria/domain/rules/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@feria/domain/rules/payment';
import { compareSpanish } from '@feria/domain/rules/spanish-order';
import type { Preparation, PrepOrder, PrepProduct } from '@feria/domain/schemas/ferias-api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ferias } from '../../db/schema.ts';
import { cobroOf } from '../sales/cobro-dto.ts';
import { toFeria } from './dto.ts';
import { prepLines, prepSales, producersNotComing } from './preparation-rows.ts';

/** The feria's preparation, or null when there is no such feria. */
export async function preparation(db: Db, id: number, now: Date): Promise<Preparation | null> {
  const [feria] = await db.select().from(ferias).where(eq(ferias.id, id));
  if (!feria) return null;
  const [rows, lines, noVienen] = await Promise.all([
    prepSales(db, id),
    prepLines(db, id),
    producersNotComing(db, id),
  ]);
  const orders = rows.filter((s) => s.canal === 'web');
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const list = linesOf.get(line.saleId);
    if (list) list.push(line);
    else linesOf.set(line.saleId, [line]);
  }

  const products = new Map<string, PrepProduct & { orders: Set<number> }>();
  for (const line of lines) {
    const key = `${line.productId === null ? `sku:${line.sku}` : `id:${line.productId}`}:${line.unidad}`;
    const entry = products.get(key) ?? {
      idProducto: line.productId,
      nombre: line.nombre,
      marca: line.marca,
      medida: line.medida,
      cantidad: 0,
      pedidos: 0,
      unidad: line.unidad,
      orders: new Set<number>(),
    };
    entry.cantidad += line.cantidad;
    entry.orders.add(line.saleId);
    entry.pedidos = entry.orders.size;
    products.set(key, entry);
  }
  const productos = [...products.values()]
    .map(({ orders: _orders, ...p }) => p)
    .sort((a, b) => compareSpanish(a.marca, b.marca) || compareSpanish(a.nombre, b.nombre));

  const pedidos: PrepOrder[] = orders.map((o) => ({
    id: o.id,
    cliente: {
      nombre: o.clienteNombre,
      celular: o.clienteCelular,
      correo: o.clienteCorreo,
      direccion: o.clienteDireccion,
    },
    envio: o.envio,
    ...(o.suscripcionId ? { bolson: true } : {}),
    formaPago: o.formaPago,
    estadoPago: o.estado,
    total: centsToFixed(o.totalCents),
    envioCosto: centsToFixed(o.envioCostoCents), // MARKET §14
    zona: o.zonaNombre,
    cobro: cobroOf(o),
    lineas: (linesOf.get(o.id) ?? []).map((l) => ({
      idProducto: l.productId,
      nombre: l.nombre,
      marca: l.marca,
      medida: l.medida,
      cantidad: l.cantidad,
      precio: centsToFixed(l.precioCents),
      subtotal: centsToFixed(l.subtotalCents),
      unidad: l.unidad,
    })),
  }));

  // MARKET §7: the takings are the money that came in for this feria, nothing still owed.
  const { porMedio, web, puesto } = takings(
    rows.map((s) => ({
      canal: s.canal,
      estado: s.estado,
      cobro: s.cobroEstado,
      medio: s.cobroMedio ?? s.formaPago,
      totalCents: s.totalCents,
    })),
  );
  return {
    feria: toFeria(feria, now),
    productos,
    pedidos,
    caja: {
      porMedio: Object.fromEntries(
        PAYMENT_METHODS.map((m) => [m, centsToFixed(porMedio[m] ?? 0)]),
      ) as Record<PaymentMethod, string>,
      web: centsToFixed(web),
      puesto: centsToFixed(puesto),
      total: centsToFixed(web + puesto),
    },
    noVienen,
  };
}
