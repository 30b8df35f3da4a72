// MARKET §8 on the sheets a person reads: a product sold by weight is created with its unit and
// step, ordered in grams, weighed, and shows in kg in Preparación (its CSV), the producer's
// settlement (its CSV) and the order e-mail.
import { shopToday } from '@feria/domain/rules/dates';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertFeria } from '../../../test/support/ferias.ts';
import { producerHelpers } from '../../../test/support/producers.ts';
import { form } from '../../../test/support/products.ts';
import { webOrder } from '../../../test/support/sales.ts';
import { mailOutbox } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, createProducer } = producerHelpers(t);

test('el formulario de producto valida "Se vende por" y "Paso (g)"', async () => {
  const cookie = await admin();
  const post = (fields: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/sheets/data', cookie, payload: form(fields) });
  const bad = await post({ unidad: 'litro' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('La unidad es inválida');
  for (const paso of ['49', 5001, '12.5', 'x']) {
    const res = await post({ unidad: 'kg', paso });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El paso debe estar entre 50 y 5000 gramos');
  }
  const plain = await post({});
  expect(plain.json()).toMatchObject({ unidad: 'unidad', paso: 250 });
  const kg = await post({ nombre: 'Zapallo', unidad: 'kg', paso: '500', cantidad: '20000' });
  expect(kg.statusCode).toBe(201);
  expect(kg.json()).toMatchObject({ unidad: 'kg', paso: 500, stock: 20000 });
  // An edit without the fields keeps them.
  const { id, ...rest } = kg.json();
  const edit = await t.request({
    method: 'PUT',
    url: '/api/sheets/update',
    cookie,
    payload: form({ ...rest, id, unidad: undefined, paso: undefined, precio: '3000' }),
  });
  expect(edit.json()).toMatchObject({ unidad: 'kg', paso: 500 });
});

test('preparación, liquidación y correo muestran kilos', async () => {
  const cookie = await admin();
  await createProducer(cookie, { nombre: 'Quesería Don Pedro', comision: 10 });
  const created = await t.request({
    method: 'POST',
    url: '/api/sheets/data',
    cookie,
    payload: form({
      nombre: 'Queso de campo',
      marca: 'Quesería Don Pedro',
      medida: 'Horma',
      precio: '9000',
      cantidad: '10000',
      unidad: 'kg',
      paso: '250',
    }),
  });
  const queso = created.json() as { id: number };
  const feria = await insertFeria(t.database.db);
  const order = async (cantidad: number) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/sheets/sale',
        payload: webOrder([{ id: queso.id, cantidad }], { feriaId: feria.id }),
      })
    ).json() as { id: number };
  const first = await order(750);
  const second = await order(1500);
  const weighed = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${first.id}/peso`,
    cookie,
    payload: { idProducto: queso.id, gramos: 812 },
  });
  expect(weighed.json().total).toBe('7308.00');

  const prep = (
    await t.request({ method: 'GET', url: `/api/ferias/${feria.id}/preparacion`, cookie })
  ).json();
  expect(prep.productos).toEqual([
    expect.objectContaining({ nombre: 'Queso de campo', cantidad: 2312, unidad: 'kg', pedidos: 2 }),
  ]);
  expect(prep.pedidos[0].lineas[0]).toMatchObject({ cantidad: 812, unidad: 'kg' });
  const csv = await t.request({
    method: 'GET',
    url: `/api/ferias/${feria.id}/preparacion.csv`,
    cookie,
  });
  expect(csv.body).toContain(';Queso de campo;Horma;812 g;9000,00;7308,00\r\n');
  expect(csv.body).toContain(';1,5 kg;9000,00;13500,00\r\n');

  // MARKET §4: only cobrado sales are settled, on the day they were cobrado.
  for (const { id } of [first, second]) {
    const paid = await t.request({
      method: 'PUT',
      url: `/api/sheets/sale/${id}/cobro`,
      cookie,
      payload: { cobrado: true },
    });
    expect(paid.statusCode).toBe(200);
  }
  const today = shopToday();
  const period = `desde=${today}&hasta=${today}`;
  const settlement = await t.request({
    method: 'GET',
    url: `/api/liquidaciones?${period}`,
    cookie,
  });
  expect(settlement.json()[0].lineas).toEqual([
    expect.objectContaining({ cantidad: 2312, unidad: 'kg', importe: 20808 }),
  ]);
  const sheet = await t.request({ method: 'GET', url: `/api/liquidaciones.csv?${period}`, cookie });
  expect(sheet.body).toContain(';2,312 kg;20808,00');

  const mails = await t.database.db.select().from(mailOutbox);
  expect(mails.some((m) => m.text.includes('750 g x $\u00a09.000,00 / kg = $\u00a06.750,00'))).toBe(
    true,
  );
  expect(mails.some((m) => m.html.includes('1,5 kg'))).toBe(true);
});
