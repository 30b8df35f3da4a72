// GET /metrics (DESIGN §7): Prometheus' text, only for a request made on this machine straight to
// the server or one with the right METRICS_TOKEN; anyone else gets the 404 of a missing route.
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { webOrder } from '../../../test/support/sales.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { enqueueMail } from '../mail/outbox.ts';

const TOKEN = 'token-de-metricas-0123456789';
const t = buildTestApp({ METRICS_TOKEN: TOKEN });

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one series in the text format, or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('desde la propia máquina responde el formato de Prometheus con el proceso y la tienda', async () => {
  await t.request({ method: 'GET', url: '/api/sheets/data' });
  const res = await scrape('127.0.0.1');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  const text = res.body;
  for (const name of [
    'nodejs_eventloop_lag_seconds',
    'nodejs_heap_size_used_bytes',
    'feria_http_request_duration_seconds_bucket',
    'feria_mail_outbox_pending',
  ]) {
    expect(text, name).toContain(name);
  }
  expect(
    value(text, 'feria_http_requests_total{method="GET",route="/api/sheets/data",status="200"}'),
  ).toBe(1);
  expect((await scrape('::1')).statusCode).toBe(200);
  expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
});

test('desde otra dirección, a través de un proxy o con un token equivocado es un 404', async () => {
  const refused = [
    await scrape('203.0.113.9'),
    await scrape('10.0.0.2'),
    await scrape('203.0.113.9', { authorization: 'Bearer otro-token-cualquiera-000' }),
    await scrape('203.0.113.9', { authorization: TOKEN }),
    // A proxy on this machine connects from the loopback: its X-Forwarded-For gives it away.
    await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
    await scrape('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }),
    await scrape('127.0.0.1', { forwarded: 'for=203.0.113.9' }),
    // Whoever sends a token must send the right one, even from here.
    await scrape('127.0.0.1', { authorization: 'Bearer malo' }),
  ];
  for (const res of refused) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ruta no encontrada' });
    expect(res.body).not.toContain('feria_');
  }
});

test('con Authorization: Bearer METRICS_TOKEN responde desde cualquier dirección', async () => {
  const res = await scrape('203.0.113.9', {
    authorization: `Bearer ${TOKEN}`,
    'x-forwarded-for': '198.51.100.4',
  });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('feria_orders_created_total');
});

test('sin METRICS_TOKEN ningún token abre /metrics; uno de menos de 16 caracteres no arranca', async () => {
  expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
  expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(ConfigError);
  expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow('METRICS_TOKEN');
});

test('cuenta los pedidos y las ventas del punto de venta creados, no las repeticiones', async () => {
  const p = await insertProduct(t.database.db, { stock: 10 });
  const key = randomUUID();
  for (let i = 0; i < 2; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: webOrder([{ id: p.id, cantidad: 1 }]),
      headers: { 'idempotency-key': key },
    });
    expect(res.statusCode).toBe(201);
  }
  const { cookie } = await t.signIn('seller');
  const pos = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: webOrder([{ id: p.id, cantidad: 1 }], { canal: 'pos', cliente: { nombre: 'Ana' } }),
  });
  expect(pos.statusCode).toBe(201);
  await enqueueMail(t.database.db, { to: 'x@example.com', subject: 'S', html: 'h', text: 't' });

  const text = (await scrape('127.0.0.1')).body;
  const before = value(text, 'feria_orders_created_total') ?? 0;
  expect(before).toBeGreaterThanOrEqual(1);
  expect(value(text, 'feria_pos_sales_created_total')).toBeGreaterThanOrEqual(1);
  const series = 'feria_http_requests_total{method="POST",route="/api/sheets/sale",status="201"}';
  expect(value(text, series)).toBeGreaterThanOrEqual(3);
  // The order's mails and the one queued here wait in the outbox (no worker runs in this test).
  expect(value(text, 'feria_mail_outbox_pending')).toBeGreaterThanOrEqual(2);

  // The same order sent again answers as before and is not counted again.
  const again = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }]),
    headers: { 'idempotency-key': key },
  });
  expect(again.statusCode).toBe(201);
  expect(value((await scrape('127.0.0.1')).body, 'feria_orders_created_total')).toBe(before);
});
