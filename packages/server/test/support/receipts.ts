// Receipt uploads for the round 4 limit tests: a multipart body and a web order to attach it to.
import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { insertProduct } from './fixtures.ts';
import { webOrder } from './sales.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function multipart(file: Buffer, filename = 'c.png', type = 'image/png') {
  const boundary = `----feria${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A web order placed by a fresh address (so the order limit never gets in the way). */
export async function placeWebOrder(t: TestContext, formaPago = 'transferencia') {
  const p = await insertProduct(t.database.db, { precio: 1500, stock: 20 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    headers: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    payload: webOrder([{ id: p.id, cantidad: 1 }], { formaPago }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, pedido } = res.json() as { id: number; pedido: string };
  return { id, token: new URL(pedido, 'http://x').searchParams.get('t') ?? '' };
}

/** POST /api/pedido/{id}/comprobante from `ip` (the app trusts one proxy). */
export function uploadFrom(
  t: Pick<TestContext, 'app'>,
  order: { id: number; token: string },
  ip: string,
) {
  const body = multipart(PNG);
  return t.app.inject({
    method: 'POST',
    url: `/api/pedido/${order.id}/comprobante?t=${order.token}`,
    payload: body.payload,
    headers: { ...body.headers, origin: 'http://localhost:3000', 'x-forwarded-for': ip },
  });
}
