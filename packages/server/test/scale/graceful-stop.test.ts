// DESIGN §7 "Graceful stop": the compiled server as `npm start` runs it, sent SIGTERM while a
// request is still arriving. It stops taking connections, answers the request in flight (an order:
// committed and answered), and exits 0.
import http from 'node:http';
import { afterAll, expect, test } from 'vitest';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { killAll, type Server, startServer } from '../support/processes.ts';
import { saleCount, stockOf, webOrder } from '../support/sales.ts';
import { createStore, type Store } from '../support/stores.ts';

afterAll(killAll);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A POST whose body is sent in two halves: the second only when `finish()` is called. */
function slowPost(server: Server, url: string, body: unknown) {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  const req = http.request(`${server.url}${url}`, {
    method: 'POST',
    agent: false,
    headers: {
      origin: server.url,
      'content-type': 'application/json',
      'content-length': String(bytes.length),
    },
  });
  const answer = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (b: Buffer) => (text += b.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        );
      });
      req.on('error', reject);
    },
  );
  req.write(bytes.subarray(0, half));
  return { answer, finish: () => req.end(bytes.subarray(half)) };
}

const answers = (server: Server, path: string) =>
  fetch(`${server.url}${path}`).then(
    async (r) => ({ status: r.status, body: await r.json() }),
    () => null,
  );

async function storeWithProduct(): Promise<{ store: Store; productId: number }> {
  const store = await createStore(testDbKind);
  const database = await store.open();
  try {
    const product = await insertProduct(database.db, { stock: 5 });
    return { store, productId: product.id };
  } finally {
    await database.close();
  }
}

test('SIGTERM con un pedido en camino: se confirma, se responde y el proceso sale con 0', async () => {
  const { store, productId } = await storeWithProduct();
  try {
    const server = await startServer(store.env);
    const order = slowPost(server, '/api/sheets/sale', webOrder([{ id: productId, cantidad: 2 }]));
    await sleep(300);
    server.child.kill('SIGTERM');
    // No balancer has been probing it: it stops taking connections at once.
    let refused = false;
    for (let i = 0; i < 40 && !refused; i++) {
      refused = (await answers(server, '/api/health')) === null;
      if (!refused) await sleep(50);
    }
    expect(refused).toBe(true);
    // The order that was on its way arrives whole, and is taken and answered.
    order.finish();
    const res = await order.answer;
    expect(res.status, res.body).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ id: expect.any(Number), total: '2000.00' });
    expect(await server.exited).toBe(0);

    const database = await store.open();
    try {
      expect(await saleCount(database.db)).toBe(1);
      expect(await stockOf(database.db, productId)).toBe(3);
    } finally {
      await database.close();
    }
  } finally {
    await store.remove();
  }
}, 120_000);

test('detrás de un balanceador: deja de estar listo, atiende hasta que el balanceador lo sabe y sale con 0', async () => {
  const { store } = await storeWithProduct();
  try {
    const server = await startServer(store.env);
    expect(await answers(server, '/api/health/ready')).toEqual({ status: 200, body: { ok: true } });
    server.child.kill('SIGTERM');
    await sleep(200);
    // Still serving while the balancer has not been told...
    expect((await answers(server, '/api/health'))?.status).toBe(200);
    const probe = await answers(server, '/api/health/ready');
    expect(probe).toEqual({ status: 503, body: { error: 'El servidor se está deteniendo' } });
    // ...and once it has, it stops.
    expect(await server.exited).toBe(0);
  } finally {
    await store.remove();
  }
}, 120_000);

test('un pedido que no termina de llegar en 10 s se corta sin tomarse y el proceso sale con 0', async () => {
  const { store, productId } = await storeWithProduct();
  try {
    const server = await startServer(store.env);
    const order = slowPost(server, '/api/sheets/sale', webOrder([{ id: productId, cantidad: 1 }]));
    const cut = order.answer.then(
      () => 'respondido',
      () => 'cortado',
    );
    await sleep(200);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const waited = Date.now() - stoppedAt;
    expect(waited).toBeGreaterThanOrEqual(9_500);
    expect(waited).toBeLessThan(15_000);
    expect(await cut).toBe('cortado');
    const database = await store.open();
    try {
      expect(await saleCount(database.db)).toBe(0);
      expect(await stockOf(database.db, productId)).toBe(5);
    } finally {
      await database.close();
    }
  } finally {
    await store.remove();
  }
}, 120_000);
