// Security #57 finding 5 (MARKET §4, API.md round 5): a line paid to its producer whose sale goes
// back to "no cobrado" is "A descontar" in every later settlement until a payment deducts it, and
// "Ya pagado" keeps showing what was actually paid.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { producerHelpers } from '../../../test/support/producers.ts';
import { form } from '../../../test/support/products.ts';

const t = buildTestApp();
const { admin, createProducer } = producerHelpers(t);
const hoy = shopToday();
const range = { desde: addDays(hoy, -1), hasta: hoy };

async function stall() {
  const cookie = await admin();
  const granja = await createProducer(cookie, { nombre: 'Granja Los Aromos', comision: 10 });
  const product = await t.request({
    method: 'POST',
    url: '/api/sheets/data',
    cookie,
    payload: form({ nombre: 'Acelga', marca: 'Granja Los Aromos', precio: 1000, cantidad: 50 }),
  });
  const sell = async (cantidad: number) => {
    const sale = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      cookie,
      payload: {
        canal: 'pos',
        productos: [{ id: product.json().id, cantidad }],
        formaPago: 'efectivo',
        envio: 'retiro',
        cliente: { nombre: '' },
      },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    return sale.json() as { id: number };
  };
  const pagar = () =>
    t.request({
      method: 'POST',
      url: '/api/liquidaciones/pagar',
      cookie,
      payload: { productorId: granja.id, ...range },
    });
  const noCobrado = async (id: number) => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/sheets/sale/${id}/cobro`,
      cookie,
      payload: { cobrado: false },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const liquidacion = async () =>
    (
      await t.request({
        method: 'GET',
        url: `/api/liquidaciones?desde=${range.desde}&hasta=${range.hasta}`,
        cookie,
      })
    ).json()[0];
  return { cookie, sell, pagar, noCobrado, liquidacion };
}

test('pagado y después "no cobrado": Ya pagado sigue diciendo lo pagado y la línea queda A descontar', async () => {
  const { sell, pagar, noCobrado, liquidacion } = await stall();
  const sale = await sell(2);
  const pago = await pagar();
  expect(pago.statusCode, pago.body).toBe(201);
  expect(pago.json()).toMatchObject({ bruto: 2000, aPagar: 1800 });
  await noCobrado(sale.id);

  const liq = await liquidacion();
  expect(liq).toMatchObject({ bruto: 0, aDescontar: 1800, aPagar: -1800 });
  expect(liq.yaPagado).toEqual([
    { pagoId: pago.json().id, fecha: pago.json().fecha, importe: 1800 },
  ]);

  // The next payment takes it off, once; Ya pagado keeps both payments.
  await sell(5);
  const next = await pagar();
  expect(next.json()).toMatchObject({ bruto: 5000, aDescontar: 1800, aPagar: 2700 });
  const after = await liquidacion();
  expect(after).toMatchObject({ bruto: 0, aDescontar: 0, aPagar: 0 });
  expect(after.yaPagado.map((y: { importe: number }) => y.importe)).toEqual([1800, 4500]);
});

test('cobrado otra vez antes del pago siguiente: nada que descontar', async () => {
  const { cookie, sell, pagar, noCobrado, liquidacion } = await stall();
  const sale = await sell(2);
  expect((await pagar()).statusCode).toBe(201);
  await noCobrado(sale.id);
  const again = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${sale.id}/cobro`,
    cookie,
    payload: { cobrado: true },
  });
  expect(again.statusCode, again.body).toBe(200);
  const liq = await liquidacion();
  expect(liq).toMatchObject({ bruto: 0, aDescontar: 0, aPagar: 0 });
  expect(liq.yaPagado.map((y: { importe: number }) => y.importe)).toEqual([1800]);
});
