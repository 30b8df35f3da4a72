// The device's queue of sales made with no connection, shared by every component that shows it
// (a small store over IndexedDB), and the round that sends them: in order, one at a time, each
// with its own Idempotency-Key and moment, so a sale sent twice is still created once. A round
// tells the screens about its progress at most once a second, and once at its end: telling them
// after every sale re-rendered Control for each (50 sales took 24–34 s on a slowed phone, issue 36).
import {
  afterAttempt,
  nextSeq,
  nextToSend,
  type QueuedSale,
  queuedSaleBody,
  type SendResult,
  type Vendedor,
} from '@feria/domain/rules/offline-queue';
import type { PosTicket } from '@feria/domain/rules/pos-ticket';
import { putQueued, readQueue, removeQueued } from '../../../lib/device-db.ts';

let queue: QueuedSale[] = [];
let loaded = false;
const listeners = new Set<() => void>();

async function reload(): Promise<void> {
  queue = await readQueue();
  for (const listener of listeners) listener();
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) {
    loaded = true;
    void reload();
  }
  return () => listeners.delete(listener);
}

export const queueNow = (): QueuedSale[] => queue;

/**
 * Keeps a sale on the device, at the end of the queue, with the moment it was made, the seller
 * who made it and, for cash, the register the device had open (MARKET §3).
 */
export async function enqueueSale(
  ticket: PosTicket,
  key: string,
  vendedor: Vendedor,
  cajaId: number | null,
  feriaId: number | null = null,
): Promise<void> {
  const current = await readQueue();
  await putQueued({
    key,
    seq: nextSeq(current),
    creadaEn: new Date().toISOString(),
    ticket: { ...ticket, saleKey: key },
    estado: 'pendiente',
    vendedor,
    ...(cajaId !== null && ticket.formaPago === 'efectivo' ? { cajaId } : {}),
    ...(feriaId !== null ? { feriaId } : {}),
  });
  await reload();
}

/** "Descartar" or "Editar": the sale leaves the queue (Editar puts it back in the ticket). */
export async function dropQueued(key: string): Promise<void> {
  await removeQueued(key);
  await reload();
}

async function post(sale: QueuedSale): Promise<SendResult> {
  try {
    const response = await fetch('/api/sheets/sale', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': sale.key },
      body: JSON.stringify(queuedSaleBody(sale)),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    return {
      status: response.status,
      message: typeof body.error === 'string' ? body.error : undefined,
    };
  } catch {
    return { status: 'sin-conexion' };
  }
}

let round: Promise<number> | null = null;

/** The Web Lock every tab of this site takes to send the queue (issue 43). */
const SEND_LOCK = 'feria-ventas-sin-enviar';

/**
 * Runs `work` while no other tab of the stall sends: the queue lives in IndexedDB, shared by every
 * tab, and two rounds at once would post the same sale twice (the second copy meeting the first
 * still under way, a 409 that put an already created sale under "Revisar"). A browser without
 * Web Locks sends as before.
 */
function aloneAmongTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(SEND_LOCK, work) : work();
}

/** While a round sends, how often the screens hear of it (ms). */
const TELL_EVERY = 1000;

/**
 * Sends what the seller signed in (`uid`) left waiting, oldest first; another seller's sales stay
 * on the device for them. Returns how many sales were created. One round at a time, in this tab
 * and among every tab of the device.
 */
export function sendQueued(uid: string): Promise<number> {
  round ??= aloneAmongTabs(async () => {
    let sent = 0;
    let told = Date.now();
    let read: QueuedSale[] = [];
    try {
      // Read inside the lock: what another tab has just sent is no longer there. Read once, and
      // again only when what was read is done (a sale kept meanwhile).
      read = await readQueue();
      for (;;) {
        let sale = nextToSend(read, uid);
        if (!sale) {
          read = await readQueue();
          sale = nextToSend(read, uid);
          if (!sale) break;
        }
        const next = afterAttempt(sale, await post(sale));
        if (next.kind === 'parar') break;
        const done = sale.key;
        if (next.kind === 'quitar') {
          await removeQueued(done);
          sent++;
          read = read.filter((s) => s.key !== done);
        } else {
          await putQueued(next.sale);
          read = read.map((s) => (s.key === done ? next.sale : s));
        }
        if (Date.now() - told >= TELL_EVERY) {
          await reload();
          told = Date.now();
        }
      }
    } finally {
      round = null;
      await reload();
    }
    return sent;
  });
  return round;
}
