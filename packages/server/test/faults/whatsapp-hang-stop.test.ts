// A graceful stop (SIGTERM) while a WhatsApp notice is on its way to a Meta that accepted the
// request and says nothing. Waiting out WHATSAPP_TIMEOUT_MS (up to 60 s) would hold the stop past
// systemd's TimeoutStopSec=30: the stop cuts the attempt instead, and the process exits 0 within
// seconds. The request may have reached Meta, and the Cloud API has no idempotency key, so the
// notice ends `incierto`, as a timeout leaves it: the next start never sends it again.
import { afterAll, expect, test } from 'vitest';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { call, killAll, startServer } from '../support/processes.ts';
import { CLIENTE, webOrder } from '../support/sales.ts';
import { createStore, type Store } from '../support/stores.ts';
import { notices, whatsappEnv } from '../support/whatsapp.ts';
import { startWhatsappFake } from '../support/whatsapp-fake.ts';

afterAll(killAll);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function noticesOf(store: Store) {
  const database = await store.open();
  try {
    return await notices(database.db);
  } finally {
    await database.close();
  }
}

test('SIGTERM con WhatsApp colgado: sale con 0 en segundos y el aviso en curso queda incierto, sin reenviarse', async () => {
  const store = await createStore(testDbKind);
  const meta = await startWhatsappFake();
  meta.fallback = { kind: 'hang' };
  try {
    const setup = await store.open();
    const product = await insertProduct(setup.db, { stock: 5 }).finally(() => setup.close());
    const env = { ...store.env, ...whatsappEnv(meta.url, 20_000) };
    const server = await startServer(env);
    const order = await call(
      server,
      'POST',
      '/api/sheets/sale',
      webOrder([{ id: product.id, cantidad: 1 }], {
        cliente: { ...CLIENTE, celular: '342 555-1234', avisosWhatsapp: true },
      }),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    for (let i = 0; i < 200 && meta.received.length === 0; i++) await sleep(50);
    expect(meta.received).toHaveLength(1);
    await sleep(300);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const waited = Date.now() - stoppedAt;
    console.info(`WhatsApp colgado: SIGTERM → salida en ${waited} ms`);
    // systemd gives 30 s; the old stop waited for WHATSAPP_TIMEOUT_MS (20 s here).
    expect(waited).toBeLessThan(10_000);
    expect((await noticesOf(store)).map((n) => n.estado)).toEqual(['incierto']);

    // The next start, with Meta answering, does not send it again.
    meta.fallback = { kind: 'ok' };
    const next = await startServer(env);
    await sleep(2_000);
    await next.stop();
    expect(meta.received).toHaveLength(1);
    expect((await noticesOf(store)).map((n) => n.estado)).toEqual(['incierto']);
  } finally {
    await meta.close();
    await store.remove();
  }
}, 120_000);
