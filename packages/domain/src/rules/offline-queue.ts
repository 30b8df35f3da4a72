// Sales made at the stall with no connection (MARKET.md §3). Each waits on the device with its
// Idempotency-Key and the moment it was made, and is sent in order, one at a time, when the
// connection returns. A sale the server refuses stays, marked "Revisar" with the reason, for the
// seller to fix or discard: nothing is ever dropped by itself. These are the rules; the web app
// keeps the queue in IndexedDB.

import { OFFLINE_MSG } from '../messages/offline.ts';
import type { SaleCreateInput } from '../schemas/sale.ts';
import type { PosTicket } from './pos-ticket.ts';
import { ticketSaleBody } from './pos-ticket.ts';

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
  /**
   * The seller who made it (MARKET §3): it is sent only while they are signed in on the device.
   * Sales kept before sellers were recorded have none and go with whoever is signed in.
   */
  vendedor?: Vendedor;
  /** A cash sale: the register the device had open when it was made. */
  cajaId?: number;
  /** The feria the stall was selling for when it was made (several ferias that day). */
  feriaId?: number;
};

export type Vendedor = { uid: string; nombre: string };

/** The body POST /api/sheets/sale receives for a queued sale: the ticket and its real moment. */
export function queuedSaleBody(sale: QueuedSale): SaleCreateInput {
  return { ...ticketSaleBody(sale.ticket, sale.cajaId, sale.feriaId), creadaEn: sale.creadaEn };
}

/**
 * Whether the seller signed in (their uid, or null) may send this sale as theirs.
 * @internal Exported for its tests.
 */
export function isOwnSale(sale: QueuedSale, uid: string | null): boolean {
  if (uid === null) return false;
  return sale.vendedor === undefined || sale.vendedor.uid === uid;
}

export type QueueView = {
  /** The signed-in seller's sales waiting to go, oldest first. */
  porEnviar: QueuedSale[];
  /** Refused sales of this seller, and every sale of another seller (they cannot send them). */
  revisar: { sale: QueuedSale; otraPersona: string | null }[];
};

/** How the queue looks to the seller signed in on the device. */
export function queueView(queue: readonly QueuedSale[], uid: string | null): QueueView {
  const view: QueueView = { porEnviar: [], revisar: [] };
  for (const sale of [...queue].sort((a, b) => a.seq - b.seq)) {
    if (!isOwnSale(sale, uid)) {
      view.revisar.push({ sale, otraPersona: sale.vendedor?.nombre ?? null });
    } else if (sale.estado === 'pendiente') view.porEnviar.push(sale);
    else view.revisar.push({ sale, otraPersona: null });
  }
  return view;
}

/** The sales this seller leaves on the device by signing out: theirs, sent or under Revisar. */
export function unsentOf(queue: readonly QueuedSale[], uid: string): number {
  return queue.filter((sale) => isOwnSale(sale, uid)).length;
}

/** The next sale to send for the seller signed in: their oldest one still "pendiente". */
export function nextToSend(
  queue: readonly QueuedSale[],
  uid: string | null,
): QueuedSale | undefined {
  return queue
    .filter((sale) => sale.estado === 'pendiente' && isOwnSale(sale, uid))
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
