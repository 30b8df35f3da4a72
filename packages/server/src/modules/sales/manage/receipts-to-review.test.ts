// MARKET §7 (round 5), on PGlite and PostgreSQL: "Comprobantes por revisar" counts the receipts
// on orders not cobrado and not Anulado (GET /api/overview), and Ventas filters them
// (GET /api/sheets/sale?comprobante=pendiente).
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/support/app.ts';
import { insertSale } from '../../../../test/support/sale-fixture.ts';
import { sales } from '../../../db/schema.ts';

const t = buildTestApp();

/** The customer uploaded a receipt (what POST /api/pedido/{id}/comprobante leaves). */
const withReceipt = async (estado: 'Pendiente' | 'Anulado' = 'Pendiente') => {
  const sale = await insertSale(t.database.db, { formaPago: 'transferencia', estado });
  await t.database.db.update(sales).set({ comprobanteEn: new Date() }).where(eq(sales.id, sale.id));
  return sale;
};

test('cuenta y filtra los comprobantes de pedidos sin cobrar y no anulados', async () => {
  const { cookie } = await t.signIn('admin');
  const waiting = await withReceipt();
  const paid = await withReceipt();
  await withReceipt('Anulado');
  await insertSale(t.database.db, { formaPago: 'transferencia' }); // no receipt
  const charged = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${paid.id}/cobro`,
    payload: { cobrado: true },
    cookie,
  });
  expect(charged.statusCode).toBe(200);

  const overview = await t.request({ method: 'GET', url: '/api/overview', cookie });
  expect(overview.json().comprobantesPorRevisar).toBe(1);
  const list = await t.request({
    method: 'GET',
    url: '/api/sheets/sale?comprobante=pendiente',
    cookie,
  });
  expect(list.statusCode).toBe(200);
  expect(list.json().map((s: { id: number }) => s.id)).toEqual([waiting.id]);
  expect(list.headers['x-total-count']).toBe('1');
  const all = await t.request({ method: 'GET', url: '/api/sheets/sale', cookie });
  expect(all.json()).toHaveLength(3);
});

test('otro valor del filtro: 400 con mensaje en castellano', async () => {
  const { cookie } = await t.signIn('admin');
  const res = await t.request({ method: 'GET', url: '/api/sheets/sale?comprobante=si', cookie });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: 'Datos inválidos' });
});
