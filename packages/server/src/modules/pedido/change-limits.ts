// API.md round 5 (issue 57, finding 2): the limits a customer's own change passes besides the
// content rules it shares with checkout (paso, 25 kg, 50 units, stock): the order's total stays
// within MAX_PEDIDO, checked by checkout's own rule, and an order takes at most 10 accepted
// changes an hour. The changes are counted from the audit log — one `venta.cambio` entry per
// accepted change, written in its transaction — so every server shares the count; the caller
// holds the sale's row lock, so two changes at the same moment count one after the other.

import { envioMinimoMsg } from '@feria/domain/messages/envios';
import { ORDER_CHANGE_MSG } from '@feria/domain/messages/order-change';
import { alcanzaMinimo } from '@feria/domain/rules/envio-zona';
import { overOrderMax, pedidoMaximoMsg } from '@feria/domain/rules/order-max';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/** Accepted changes one order takes in an hour. */
const CAMBIOS_POR_HORA = 10;
const HOUR_MS = 60 * 60 * 1000;

/** 429 when the order already took CAMBIOS_POR_HORA changes in the hour before `now`. */
export async function checkChangeRate(tx: Tx, saleId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.accion, 'venta.cambio'),
        // change-notice.ts writes "El cliente cambió el pedido N° {id}: …".
        like(auditLog.detalle, `El cliente cambió el pedido N° ${saleId}:%`),
        gt(auditLog.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((row?.n ?? 0) >= CAMBIOS_POR_HORA) {
    throw new HttpError(429, ORDER_CHANGE_MSG.demasiadosCambios);
  }
}

/** MARKET §14: an order with a zone keeps reaching the minimum it was placed with (409 below it). */
export function checkChangeMinimo(
  order: { zonaNombre: string | null; zonaMinimo: number | null },
  subtotalCents: number,
): void {
  const { zonaNombre, zonaMinimo } = order;
  if (zonaNombre === null || zonaMinimo === null) return;
  if (!alcanzaMinimo(subtotalCents, zonaMinimo)) {
    throw new HttpError(409, envioMinimoMsg(zonaNombre, zonaMinimo));
  }
}

/** 400 with checkout's message when the changed order's total is over MAX_PEDIDO. */
export function checkChangeTotal(maxPedido: number, totalCents: number): void {
  if (overOrderMax(totalCents, maxPedido)) {
    throw new HttpError(400, pedidoMaximoMsg(maxPedido));
  }
}
