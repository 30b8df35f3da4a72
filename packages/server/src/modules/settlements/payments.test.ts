// Paying producers (MARKET §4 round 4): "Marcar pagado" records a PagoProductor and a Gasto, the
// lines it covered never count again, a line annulled after it is taken off the next payment.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { producerHelpers } from '../../../test/support/producers.ts';
import { form } from '../../../test/support/products.ts';
import { auditLog, cashEntries } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, createProducer } = producerHelpers(t);
const hoy = shopToday();
const range = { desde: addDays(hoy, -1), hasta: hoy };

async function stallDay() {
  const cookie = await admin();
  const granja = await createProducer(cookie, { nombre: 'Granja Los Aromos', comision: 10 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/data',
    cookie,
    payload: form({ nombre: 'Acelga', marca: 'Granja Los Aromos', precio: 1000, cantidad: 50 }),
  });
  const acelga = res.json() as { id: number };
  const sell = async (cantidad: number) => {
    const sale = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      cookie,
      payload: {
        canal: 'pos',
        productos: [{ id: acelga.id, cantidad }],
        formaPago: 'efectivo',
        envio: 'retiro',
        cliente: { nombre: '' },
      },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    return sale.json() as { id: number };
  };
  return { cookie, granja, sell };
}

const pagar = (cookie: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: '/api/liquidaciones/pagar', cookie, payload });
const liquidacion = async (cookie: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/liquidaciones?desde=${range.desde}&hasta=${range.hasta}`,
      cookie,
    })
  ).json();

test('Marcar pagado: 201 PagoProductor, Gasto en el Balance, auditado; las líneas no se pagan dos veces', async () => {
  const { cookie, granja, sell } = await stallDay();
  await sell(3);
  const res = await pagar(cookie, { productorId: granja.id, ...range });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({
    productorId: granja.id,
    productor: 'Granja Los Aromos',
    desde: range.desde,
    hasta: range.hasta,
    feriaId: null,
    bruto: 3000,
    comision: 300,
    aDescontar: 0,
    aPagar: 2700,
    quien: expect.stringMatching(/^admin/),
  });
  const gastos = await t.database.db
    .select()
    .from(cashEntries)
    .where(eq(cashEntries.descripcion, 'Pago a Granja Los Aromos'));
  expect(gastos).toMatchObject([{ tipo: 'Gasto', montoCents: 270_000 }]);
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'productor.pago'));
  expect(audit).toHaveLength(1);

  // Paid: shown apart, not counted again; a second click finds nothing.
  const [after] = await liquidacion(cookie);
  expect(after).toMatchObject({ bruto: 0, aPagar: 0, lineas: [], aDescontar: 0 });
  expect(after.yaPagado).toEqual([
    { pagoId: res.json().id, fecha: res.json().fecha, importe: 2700 },
  ]);
  const again = await pagar(cookie, { productorId: granja.id, ...range });
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toBe('No hay nada para pagar a Granja Los Aromos');

  // A new sale is the only thing the next payment counts.
  await sell(1);
  const [next] = await liquidacion(cookie);
  expect(next).toMatchObject({ bruto: 1000, comision: 100, aPagar: 900 });
  const list = await t.request({
    method: 'GET',
    url: `/api/liquidaciones/pagos?productorId=${granja.id}`,
    cookie,
  });
  expect(list.json()).toHaveLength(1);
});

test('una venta anulada después del pago aparece "A descontar" y la descuenta el pago siguiente', async () => {
  const { cookie, granja, sell } = await stallDay();
  const first = await sell(2);
  expect((await pagar(cookie, { productorId: granja.id, ...range })).statusCode).toBe(201);
  const anular = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${first.id}/changestate/Anulado`,
    cookie,
  });
  expect(anular.statusCode, anular.body).toBe(200);
  await sell(5);
  const [liq] = await liquidacion(cookie);
  expect(liq).toMatchObject({ bruto: 5000, comision: 500, aDescontar: 1800, aPagar: 2700 });
  // The CSV says the same as the screen: the earlier payment apart, the deduction, A pagar.
  const csv = await t.request({
    method: 'GET',
    url: `/api/liquidaciones.csv?desde=${range.desde}&hasta=${range.hasta}`,
    cookie,
  });
  const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
  expect(lines).toContain('Granja Los Aromos;;A descontar;;;-1800,00');
  expect(lines).toContain('Granja Los Aromos;;A pagar;;;2700,00');
  expect(lines.at(-1)).toBe('Total;;A pagar;;;2700,00');
  const paid = await pagar(cookie, { productorId: granja.id, ...range });
  expect(paid.json()).toMatchObject({ bruto: 5000, aDescontar: 1800, aPagar: 2700 });
  // Deducted once.
  await sell(1);
  const [later] = await liquidacion(cookie);
  expect(later).toMatchObject({ bruto: 1000, aDescontar: 0, aPagar: 900 });
  const [, mes, dia] = hoy.split('-');
  const laterCsv = await t.request({
    method: 'GET',
    url: `/api/liquidaciones.csv?desde=${range.desde}&hasta=${range.hasta}`,
    cookie,
  });
  const laterLines = laterCsv.body.replace('\uFEFF', '').trim().split('\r\n');
  // "Ya pagado" always shows what was actually paid (API.md round 5): the annulled sale's too.
  const yaPagado = later?.yaPagado.map((y: { importe: number }) => y.importe) ?? [];
  expect(yaPagado).toEqual([1800, 4500]);
  for (const importe of ['1800,00', '4500,00']) {
    expect(laterLines).toContain(`Granja Los Aromos;;Ya pagado el ${dia}/${mes};;;${importe}`);
  }
  expect(laterLines).not.toContain('Granja Los Aromos;;A descontar;;;-1800,00');
});

test('dos "Marcar pagado" a la vez pagan una sola vez', async () => {
  const { cookie, granja, sell } = await stallDay();
  await sell(4);
  const both = await Promise.all([
    pagar(cookie, { productorId: granja.id, ...range }),
    pagar(cookie, { productorId: granja.id, ...range }),
  ]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  const gastos = await t.database.db
    .select()
    .from(cashEntries)
    .where(eq(cashEntries.descripcion, 'Pago a Granja Los Aromos'));
  expect(gastos).toHaveLength(1);
});

test('validación, productor o feria desconocidos y permisos', async () => {
  const { cookie, granja } = await stallDay();
  const bad = await pagar(cookie, { productorId: granja.id });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('Elegí las fechas "Desde" y "Hasta" o una feria');
  expect((await pagar(cookie, { productorId: 'x', ...range })).statusCode).toBe(400);
  const unknown = await pagar(cookie, { productorId: 99999, ...range });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error).toBe('Productor no encontrado');
  const feria = await pagar(cookie, { productorId: granja.id, feriaId: 99999 });
  expect(feria.statusCode).toBe(404);
  expect(feria.json().error).toBe('Feria no encontrada');
  expect((await pagar(undefined, { productorId: granja.id, ...range })).statusCode).toBe(401);
  const seller = (await t.signIn('seller')).cookie;
  expect((await pagar(seller, { productorId: granja.id, ...range })).statusCode).toBe(403);
  const pagos = await t.request({ method: 'GET', url: '/api/liquidaciones/pagos', cookie: seller });
  expect(pagos.statusCode).toBe(403);
});
