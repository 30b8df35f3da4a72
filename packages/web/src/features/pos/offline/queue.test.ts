// The device's queue (MARKET §3) over a stand-in for IndexedDB: each sale keeps its seller and
// register, only its seller sends it, and a refusal leaves it under "Revisar".
import type { QueuedSale } from '@feria/domain/rules/offline-queue';
import { EMPTY_TICKET, type PosTicket } from '@feria/domain/rules/pos-ticket';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { yerbaLine } from '../../../test/products.ts';

const stored = new Map<string, QueuedSale>();
vi.mock('../../../lib/device-db.ts', () => ({
  readQueue: async () => [...stored.values()].sort((a, b) => a.seq - b.seq),
  putQueued: async (sale: QueuedSale) => void stored.set(sale.key, structuredClone(sale)),
  removeQueued: async (key: string) => void stored.delete(key),
}));

const { enqueueSale, queueNow, sendQueued, subscribeQueue } = await import('./queue.ts');

const ANA = { uid: 'uid-ana', nombre: 'Ana Vendedora' };
const BETO = { uid: 'uid-beto', nombre: 'Beto Vendedor' };
const ticket = (formaPago: PosTicket['formaPago'] = 'efectivo'): PosTicket => ({
  ...EMPTY_TICKET,
  items: [{ ...yerbaLine, cantidad: 1 }],
  formaPago,
});

type Sent = { key: string; body: Record<string, unknown> };
let sent: Sent[] = [];
let answer: (n: number) => { status: number; body: object } = () => ({ status: 201, body: {} });

beforeEach(() => {
  stored.clear();
  sent = [];
  answer = () => ({ status: 201, body: {} });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const headers = init?.headers as Record<string, string>;
    sent.push({ key: headers['Idempotency-Key'] ?? '', body: JSON.parse(String(init?.body)) });
    const { status, body } = answer(sent.length);
    return new Response(JSON.stringify(body), { status });
  });
});
afterEach(() => vi.restoreAllMocks());

test('una venta guardada lleva a quien la hizo y, en efectivo, la caja abierta del teléfono', async () => {
  await enqueueSale(ticket(), 'pos-clave-1', ANA, 12);
  await enqueueSale(ticket('qr'), 'pos-clave-2', ANA, 12);
  await enqueueSale(ticket(), 'pos-clave-3', BETO, null);
  const [cash, qr, sinCaja] = [...stored.values()];
  expect(cash).toMatchObject({ seq: 1, vendedor: ANA, cajaId: 12, estado: 'pendiente' });
  expect(qr).toMatchObject({ seq: 2, vendedor: ANA });
  expect(qr).not.toHaveProperty('cajaId');
  expect(sinCaja).toMatchObject({ seq: 3, vendedor: BETO });
  expect(sinCaja).not.toHaveProperty('cajaId');
});

test('solo se envían las ventas de quien tiene la sesión, en orden y con su clave', async () => {
  await enqueueSale(ticket(), 'pos-ana-1', ANA, 5);
  await enqueueSale(ticket(), 'pos-beto-1', BETO, 5);
  await enqueueSale(ticket('transferencia'), 'pos-ana-2', ANA, 5);

  expect(await sendQueued(BETO.uid)).toBe(1);
  expect(sent.map((s) => s.key)).toEqual(['pos-beto-1']);
  expect([...stored.keys()]).toEqual(['pos-ana-1', 'pos-ana-2']);

  expect(await sendQueued(ANA.uid)).toBe(2);
  expect(sent.map((s) => s.key)).toEqual(['pos-beto-1', 'pos-ana-1', 'pos-ana-2']);
  expect(sent[1]?.body).toMatchObject({ canal: 'pos', formaPago: 'efectivo', cajaId: 5 });
  expect(sent[1]?.body.creadaEn).toEqual(expect.stringMatching(/Z$/));
  expect(sent[2]?.body).not.toHaveProperty('cajaId');
  expect(stored.size).toBe(0);
});

test('un rechazo la deja para revisar con el motivo; sin conexión, todo queda como estaba', async () => {
  await enqueueSale(ticket(), 'pos-ana-1', ANA, null);
  await enqueueSale(ticket(), 'pos-ana-2', ANA, null);
  answer = (n) =>
    n === 1
      ? { status: 409, body: { error: 'Yerba Barbacuá: 0 unidades disponibles.' } }
      : { status: 201, body: {} };
  expect(await sendQueued(ANA.uid)).toBe(1);
  expect(stored.get('pos-ana-1')).toMatchObject({
    estado: 'revisar',
    motivo: 'Yerba Barbacuá: 0 unidades disponibles.',
  });

  await enqueueSale(ticket(), 'pos-ana-3', ANA, null);
  vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await sendQueued(ANA.uid)).toBe(0);
  expect(stored.get('pos-ana-3')).toMatchObject({ estado: 'pendiente' });
});

test('al enviar muchas, las pantallas se enteran una vez al final, o una vez por segundo si tarda', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    let told = 0;
    const stop = subscribeQueue(() => told++);
    for (let i = 1; i <= 20; i++) await enqueueSale(ticket(), `pos-ana-${i}`, ANA, null);
    told = 0;
    expect(await sendQueued(ANA.uid)).toBe(20);
    expect(told).toBe(1);
    expect(queueNow()).toEqual([]);

    // A slow connection: each answer takes 400 ms, so the count goes down as the round sends.
    for (let i = 1; i <= 10; i++) await enqueueSale(ticket(), `pos-ana-lenta-${i}`, ANA, null);
    const seen: number[] = [];
    const stopSeen = subscribeQueue(() => seen.push(queueNow().length));
    answer = () => {
      vi.setSystemTime(Date.now() + 400);
      return { status: 201, body: {} };
    };
    expect(await sendQueued(ANA.uid)).toBe(10);
    expect(seen).toEqual([7, 4, 1, 0]);
    stop();
    stopSeen();
  } finally {
    vi.useRealTimers();
  }
});
