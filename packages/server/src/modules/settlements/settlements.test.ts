import { addDays, shopToday } from '@feria/domain/rules/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { producerHelpers } from '../../../test/support/producers.ts';
import { form } from '../../../test/support/products.ts';
import { webOrder } from '../../../test/support/sales.ts';
import { sales } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, createProducer } = producerHelpers(t);

/** A day at the market: web orders, a card sale with its surcharge, an annulled sale. */
async function marketDay() {
  const cookie = await admin();
  await createProducer(cookie, { nombre: 'Granja Los Aromos', comision: 10 });
  await createProducer(cookie, { nombre: 'Apícola del Sur', comision: 12.5 });
  const product = async (fields: Record<string, unknown>) =>
    (
      await t.request({ method: 'POST', url: '/api/sheets/data', cookie, payload: form(fields) })
    ).json() as { id: number };
  const acelga = await product({ nombre: 'Acelga', marca: 'GRANJA los aromos', precio: 1000.5 });
  const miel = await product({
    nombre: 'Miel',
    marca: 'Apicola del Sur',
    precio: 333.33,
    medida: '1 kg',
  });
  const sale = async (payload: object, who?: string) => {
    const res = await t.request({ method: 'POST', url: '/api/sheets/sale', payload, cookie: who });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; recargo: string };
  };
  const paid = await sale(
    webOrder([
      { id: acelga.id, cantidad: 2 },
      { id: miel.id, cantidad: 1 },
    ]),
  );
  const cobrar = (id: number) =>
    t.request({
      method: 'PUT',
      url: `/api/sheets/sale/${id}/cobro`,
      cookie,
      payload: { cobrado: true },
    });
  expect((await cobrar(paid.id)).statusCode).toBe(200);
  // A web order not paid yet is never settled (MARKET §4: only cobrado sales).
  await sale(webOrder([{ id: acelga.id, cantidad: 7 }]));
  const seller = (await t.signIn('seller')).cookie;
  const pos = (formaPago: string, productos: object[]) => ({
    canal: 'pos',
    productos,
    formaPago,
    envio: 'retiro',
    cliente: { nombre: 'Cliente del puesto' },
  });
  const card = await sale(pos('tarjetaCredito', [{ id: acelga.id, cantidad: 1 }]), seller);
  expect(Number(card.recargo)).toBeGreaterThan(0);
  const annulled = await sale(pos('efectivo', [{ id: miel.id, cantidad: 3 }]), seller);
  const res = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${annulled.id}/changestate/Anulado`,
    cookie,
  });
  expect(res.statusCode).toBe(200);
  // A sale paid another day does not count in today's settlement: it belongs to its cobro's day.
  const old = await sale(webOrder([{ id: miel.id, cantidad: 1 }]));
  await cobrar(old.id);
  await t.database.db
    .update(sales)
    .set({ cobroFecha: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(sales.id, old.id));
  // Prices move after the sale: the settlement keeps the prices of the sale.
  await t.request({
    method: 'PUT',
    url: '/api/sheets/update',
    cookie,
    payload: {
      ...form({ nombre: 'Acelga', marca: 'Granja Los Aromos', precio: 5000 }),
      id: acelga.id,
    },
  });
  return { cookie, acelga, miel };
}

describe('liquidación por productor', () => {
  test('un día con pedidos web, una venta con tarjeta y recargo y una anulada, al centavo', async () => {
    const { cookie, acelga, miel } = await marketDay();
    const today = shopToday();
    const res = await t.request({
      method: 'GET',
      url: `/api/liquidaciones?desde=${today}&hasta=${today}`,
      cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        productor: { id: expect.any(Number), nombre: 'Apícola del Sur' },
        lineas: [
          {
            idProducto: miel.id,
            nombre: 'Miel',
            medida: '1 kg',
            cantidad: 1,
            unidad: 'unidad',
            importe: 333.33,
          },
        ],
        bruto: 333.33,
        comision: 41.67, // 12,5 % of 333,33 = 41,66625, half-up
        aPagar: 291.66,
        porcentaje: 12.5,
        yaPagado: [],
        aDescontar: 0,
      },
      {
        productor: { id: expect.any(Number), nombre: 'Granja Los Aromos' },
        lineas: [
          {
            idProducto: acelga.id,
            nombre: 'Acelga',
            medida: '500 g',
            cantidad: 3,
            unidad: 'unidad',
            importe: 3001.5,
          },
        ],
        bruto: 3001.5, // the card surcharge is the market's
        comision: 300.15,
        aPagar: 2701.35,
        porcentaje: 10,
        yaPagado: [],
        aDescontar: 0,
      },
    ]);
    const wide = await t.request({
      method: 'GET',
      url: `/api/liquidaciones?desde=${addDays(today, -7)}&hasta=${today}`,
      cookie,
    });
    expect(wide.json()[0]).toMatchObject({ bruto: 666.66, comision: 83.33, aPagar: 583.33 });
    const before = await t.request({
      method: 'GET',
      url: `/api/liquidaciones?desde=${addDays(today, -30)}&hasta=${addDays(today, -10)}`,
      cookie,
    });
    expect(before.json()).toEqual([]);
  });

  test('la misma liquidación en CSV, con decimales con coma', async () => {
    const { cookie } = await marketDay();
    const today = shopToday();
    const res = await t.request({
      method: 'GET',
      url: `/api/liquidaciones.csv?desde=${today}&hasta=${today}`,
      cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="liquidacion_${today}_${today}.csv"`,
    );
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Productor;ID;Producto;Medida;Cantidad;Importe');
    expect(lines).toContain('Granja Los Aromos;;Comisión;;;300,15');
    expect(lines).toContain('Apícola del Sur;;A pagar;;;291,66');
    expect(lines.at(-3)).toBe('Total;;Bruto;;;3334,83');
    expect(lines.at(-1)).toBe('Total;;A pagar;;;2993,01');
  });

  test('por feria: solo los pedidos de esa feria; una feria que no existe es 404', async () => {
    const cookie = await admin();
    await createProducer(cookie, { nombre: 'Granja Los Aromos', comision: 10 });
    const created = await t.request({
      method: 'POST',
      url: '/api/sheets/data',
      cookie,
      payload: form({ nombre: 'Acelga', marca: 'Granja Los Aromos', precio: 1000 }),
    });
    const acelga = created.json() as { id: number };
    // An order before any feria exists has none; the one after goes to the new feria.
    const before = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: webOrder([{ id: acelga.id, cantidad: 1 }]),
    });
    expect(before.statusCode).toBe(201);
    const feria = await t.request({
      method: 'POST',
      url: '/api/ferias',
      cookie,
      payload: {
        fecha: addDays(shopToday(), 3),
        desde: '09:00',
        hasta: '13:00',
        lugar: 'Plaza 25 de Mayo',
        direccion: 'San Martín y General López',
      },
    });
    expect(feria.statusCode, feria.body).toBe(201);
    const { id: feriaId } = feria.json() as { id: number };
    const order = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: { ...webOrder([{ id: acelga.id, cantidad: 2 }]), feriaId },
    });
    expect(order.statusCode, order.body).toBe(201);
    await t.request({
      method: 'PUT',
      url: `/api/sheets/sale/${order.json().id}/cobro`,
      cookie,
      payload: { cobrado: true },
    });
    // Another order of the feria, not paid: it is not settled.
    await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: { ...webOrder([{ id: acelga.id, cantidad: 5 }]), feriaId },
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/liquidaciones?feriaId=${feriaId}`,
      cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { productor: { nombre: 'Granja Los Aromos' }, bruto: 2000, comision: 200, aPagar: 1800 },
    ]);
    const csv = await t.request({
      method: 'GET',
      url: `/api/liquidaciones.csv?feriaId=${feriaId}`,
      cookie,
    });
    expect(csv.headers['content-disposition']).toContain(`liquidacion_feria_${feriaId}.csv`);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/liquidaciones?feriaId=999',
      cookie,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Feria no encontrada' });
  });

  test('validaciones: fechas requeridas y válidas, orden, y una feria con id inválido', async () => {
    const cookie = await admin();
    const cases: [string, string][] = [
      ['', 'Elegí las fechas "Desde" y "Hasta" o una feria'],
      ['?desde=2026-11-01', 'Elegí las fechas "Desde" y "Hasta" o una feria'],
      ['?desde=2026-13-01&hasta=2026-11-02', 'La fecha no es válida'],
      [
        '?desde=2026-11-05&hasta=2026-11-01',
        'La fecha "Desde" no puede ser posterior a la fecha "Hasta"',
      ],
      ['?feriaId=abc', 'Datos inválidos'],
    ];
    for (const path of ['/api/liquidaciones', '/api/liquidaciones.csv']) {
      for (const [query, error] of cases) {
        const res = await t.request({ method: 'GET', url: `${path}${query}`, cookie });
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ error });
      }
    }
  });

  test('solo el administrador: sin sesión 401, cliente y vendedor 403', async () => {
    const q = '?desde=2026-11-01&hasta=2026-11-02';
    for (const path of ['/api/liquidaciones', '/api/liquidaciones.csv']) {
      expect((await t.request({ method: 'GET', url: path + q })).statusCode).toBe(401);
      for (const rol of ['user', 'seller'] as const) {
        const cookie = (await t.signIn(rol)).cookie;
        expect((await t.request({ method: 'GET', url: path + q, cookie })).statusCode).toBe(403);
      }
    }
  });
});
