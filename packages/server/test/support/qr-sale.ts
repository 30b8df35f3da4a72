// Shared by the stall QR tests (MARKET §11): the shop with Mercado Pago and the stall's cash
// register (MERCADOPAGO_POS_ID) against the local fake, a QR sale, and an order notification.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sales } from '../../src/db/schema.ts';
import { insertProduct } from './fixtures.ts';
import { mercadoPagoTestApp } from './mercadopago.ts';

export const POS_ID = 'FERIA-CAJA-1';

// A longer wait than the other Mercado Pago tests: a missing `qr` must mean the fake failed, not a
// busy machine.
export const qrTestApp = () =>
  mercadoPagoTestApp({ MERCADOPAGO_POS_ID: POS_ID, MERCADOPAGO_TIMEOUT_MS: '4000' });

type App = ReturnType<typeof qrTestApp>;

type QrAnswer = {
  id: number;
  total: string;
  cobro: { estado: string; medio: string; fecha: string | null };
  qr?: { ordenId: string; datos: string; vence: string };
};

/** A stall sale by QR of one product at $ 999,99 (total $ 1.069,99 with the 7 %). */
export async function qrSale(
  t: App,
  cookie: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const p = await insertProduct(t.database.db, { nombre: 'Miel', precio: 999.99, stock: 10 });
  const res = await postQrSale(t, cookie, p.id, extra, headers);
  expect(res.statusCode, res.body).toBe(201);
  return { sale: res.json() as QrAnswer, product: p, res };
}

export const postQrSale = (
  t: App,
  cookie: string,
  productId: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    headers,
    payload: {
      canal: 'pos',
      productos: [{ id: productId, cantidad: 1 }],
      formaPago: 'qr',
      envio: 'retiro',
      cliente: { nombre: 'Cliente del puesto' },
      ...extra,
    },
  });

/** Mercado Pago's signed notification of an order, as it sends it. */
export function notifyOrder(t: App, orderId: string, sign: { secret?: string } = {}) {
  const n = t.fake.notification(orderId, sign, 'order');
  return t.app.inject({
    method: 'POST',
    url: `/api/mercadopago/webhook?${n.query}`,
    headers: n.headers,
    payload: n.body,
  });
}

export const saleRow = async (t: App, id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0];

export const cobroOf = async (t: App, id: number, cookie: string) =>
  t.request({ method: 'GET', url: `/api/sheets/sale/${id}/cobro`, cookie });
