// Sales made at the stall with no connection (MARKET.md §3). Each waits on the device with its
// Idempotency-Key and the moment it was made, and is sent in order, one at a time, when the
// connection returns. A sale the server refuses stays, marked "Revisar" with the reason, for the
// seller to fix or discard: nothing is ever dropped by itself. These are the rules; the web app
// keeps the queue in IndexedDB.
import type { PosTicket } from './pos-ticket.ts';
import { ticketSaleBody } from './pos-ticket.ts';
import type { SaleCreateInput } from './schemas/sale.ts';

export type QueuedSale = {
  /** The Idempotency-Key: the same on every attempt, so a sale sent twice is created once. */
  key: string;
  /** Order of arrival on this device; sales are sent in this order. */
  seq: number;
  /** When it was made (ISO 8601): the sale's fecha, hora, feria and register come from it. */
  creadaEn: string;
  /** The whole ticket: its lines with names and prices are shown, and "Editar" brings it back. */
  ticket: PosTicket;
  estado: 'pendiente' | 'revisar';
  /** Why the server refused it, in its own words (only when "revisar"). */
  motivo?: string;
};

export const OFFLINE_MSG = {
  sinConexion: (n: number) => `Sin conexión · ${n} ventas por enviar`,
  porEnviar: (n: number) => `${n} ventas por enviar`,
  guardada: 'Sin conexión: la venta quedó guardada en este dispositivo y se enviará sola',
  enviadas: 'Se enviaron las ventas guardadas',
  revisar: 'Revisar',
  sinMotivo: 'El servidor no aceptó la venta',
} as const;

/** The body POST /api/sheets/sale receives for a queued sale: the ticket and its real moment. */
export function queuedSaleBody(sale: QueuedSale): SaleCreateInput {
  return { ...ticketSaleBody(sale.ticket), creadaEn: sale.creadaEn };
}

/** The next sale to send: the oldest one still "pendiente". */
export function nextToSend(queue: readonly QueuedSale[]): QueuedSale | undefined {
  return queue
    .filter((sale) => sale.estado === 'pendiente')
    .reduce<QueuedSale | undefined>(
      (first, sale) => (!first || sale.seq < first.seq ? sale : first),
      undefined,
    );
}

/** How one attempt ended: an answer with its status, or no answer at all. */
export type SendResult = { status: number; message?: string } | { status: 'sin-conexion' };

/**
 * What to do with a sale after an attempt: a created sale (or one the key says exists) leaves the
 * queue; no answer, a server error or "too many requests" keeps it and stops the round (the next
 * ones wait their turn); any other refusal (409 no stock, 401 session ended, 400, 403) marks it
 * "revisar" with the server's reason, and the round goes on with the next.
 */
export function afterAttempt(
  sale: QueuedSale,
  result: SendResult,
): { kind: 'quitar' } | { kind: 'parar' } | { kind: 'revisar'; sale: QueuedSale } {
  if (result.status === 'sin-conexion') return { kind: 'parar' };
  if (result.status >= 200 && result.status < 300) return { kind: 'quitar' };
  if (result.status >= 500 || result.status === 429 || result.status === 408) {
    return { kind: 'parar' };
  }
  return {
    kind: 'revisar',
    sale: { ...sale, estado: 'revisar', motivo: result.message || OFFLINE_MSG.sinMotivo },
  };
}

/** The next position at the end of the queue. */
export function nextSeq(queue: readonly QueuedSale[]): number {
  return queue.reduce((max, sale) => Math.max(max, sale.seq), 0) + 1;
}

/**
 * The stock to show while sales wait on the device: what the device last saw, minus what every
 * waiting sale takes (the goods left the stall either way), never below zero.
 */
export function stockAfterQueue<P extends { id: number; stock: number }>(
  products: readonly P[],
  queue: readonly QueuedSale[],
): P[] {
  const taken = new Map<number, number>();
  for (const sale of queue) {
    for (const line of sale.ticket.items) {
      taken.set(line.id, (taken.get(line.id) ?? 0) + line.cantidad);
    }
  }
  if (taken.size === 0) return [...products];
  return products.map((p) =>
    taken.has(p.id) ? { ...p, stock: Math.max(0, p.stock - (taken.get(p.id) ?? 0)) } : p,
  );
}
