import { shopToday } from '@feria/domain/rules/dates';
import { expect, test } from 'vitest';
import { arcaTestApp, stallSale } from '../../../test/support/arca.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';

const t = arcaTestApp();

const sell = t.sell;

async function detail(id: number, cookie: string) {
  const res = await t.request({ method: 'GET', url: `/api/sheets/sale/${id}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

test('una venta del puesto recibe su Factura C con exactamente los campos de ARCA', async () => {
  const { cookie } = await t.signIn('admin');
  const p = await insertProduct(t.database.db, { precio: 1234.5, stock: 10 });
  const id = await sell(cookie, p.id);
  expect((await detail(id, cookie)).factura).toMatchObject({ estado: 'pendiente', numero: null });
  await t.worker().runOnce();

  expect(t.fake.logins).toHaveLength(1);
  expect(t.fake.logins[0]).toContain('<service>wsfe</service>');
  const sent = t.fake.calls.find((c) => c.op === 'FECAESolicitar')?.body;
  expect(sent.Auth).toMatchObject({ Cuit: '20123456786' });
  expect(sent.FeCAEReq.FeCabReq).toEqual({ CantReg: '1', PtoVta: '3', CbteTipo: '11' });
  expect(sent.FeCAEReq.FeDetReq.FECAEDetRequest).toEqual({
    Concepto: '1',
    DocTipo: '99',
    DocNro: '0',
    CbteDesde: '1',
    CbteHasta: '1',
    CbteFch: shopToday().replaceAll('-', ''),
    ImpTotal: '1234.50',
    ImpTotConc: '0.00',
    ImpNeto: '1234.50',
    ImpOpEx: '0.00',
    ImpTrib: '0.00',
    ImpIVA: '0.00',
    MonId: 'PES',
    MonCotiz: '1',
    CondicionIVAReceptorId: '5',
  });
  const issued = t.fake.issued[0];
  expect((await detail(id, cookie)).factura).toEqual({
    estado: 'emitida',
    tipo: 'C',
    puntoVenta: 3,
    numero: 1,
    cae: issued?.cae,
    caeVence: `${issued?.vence.slice(0, 4)}-${issued?.vence.slice(4, 6)}-${issued?.vence.slice(6)}`,
    observaciones: null,
    qr: expect.stringMatching(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=/),
  });
});

test('un solo login para muchas facturas, y el ticket guardado sirve a la próxima ronda', async () => {
  const { cookie } = await t.signIn('seller');
  const p = await insertProduct(t.database.db, { precio: 100, stock: 50 });
  for (let i = 0; i < 4; i++) await sell(cookie, p.id);
  await t.worker().runOnce();
  await sell(cookie, p.id);
  await t.worker().runOnce();
  expect(t.fake.logins).toHaveLength(1);
  expect(t.fake.issued.map((c) => c.numero)).toEqual([1, 2, 3, 4, 5]);
});

test('20 ventas a la vez: 20 números consecutivos, uno por venta', async () => {
  const { cookie } = await t.signIn('seller');
  const p = await insertProduct(t.database.db, { precio: 10, stock: 100 });
  const ids = await Promise.all(Array.from({ length: 20 }, () => sell(cookie, p.id)));
  await Promise.all([t.worker().runOnce(), t.worker().runOnce()]);
  const rows = await t.rows();
  expect(rows.map((r) => r.estado)).toEqual(Array(20).fill('emitida'));
  expect(rows.map((r) => r.numero).sort((a, b) => Number(a) - Number(b))).toEqual(
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  expect(new Set(rows.map((r) => r.saleId))).toEqual(new Set(ids));
  expect(t.fake.issued).toHaveLength(20);
});

test('ARCA registra la factura pero la respuesta se pierde: FECompConsultar la encuentra, una sola', async () => {
  const { cookie } = await t.signIn('admin');
  const p = await insertProduct(t.database.db, { precio: 500, stock: 10 });
  const first = await sell(cookie, p.id);
  t.fake.mode = 'drop-after-record';
  await t.worker().runOnce();
  const [doubt] = await t.rows(first);
  expect(doubt).toMatchObject({ estado: 'pendiente', numero: 1 });
  const second = await sell(cookie, p.id, 2);
  t.fake.mode = 'ok';
  await t.dueNow();
  await t.worker().runOnce();
  expect(t.fake.calls.map((c) => c.op)).toContain('FECompConsultar');
  expect(t.fake.issued.map((c) => [c.numero, c.total])).toEqual([
    [1, '500.00'],
    [2, '1000.00'],
  ]);
  expect((await detail(first, cookie)).factura).toMatchObject({ estado: 'emitida', numero: 1 });
  expect((await detail(second, cookie)).factura).toMatchObject({ estado: 'emitida', numero: 2 });
});

test('ARCA caído: la venta se hace igual, y la factura sale cuando ARCA vuelve', async () => {
  const { cookie } = await t.signIn('admin');
  const p = await insertProduct(t.database.db, { precio: 300, stock: 10 });
  t.fake.mode = 'down';
  const id = await sell(cookie, p.id);
  await t.worker().runOnce();
  const [row] = await t.rows(id);
  expect(row).toMatchObject({ estado: 'pendiente', numero: null, intentos: 1 });
  expect(row?.lastError).toContain('503');
  expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  t.fake.mode = 'ok';
  await t.worker().runOnce(); // not due yet: nothing asked
  expect(t.fake.issued).toHaveLength(0);
  await t.dueNow();
  await t.worker().runOnce();
  expect((await detail(id, cookie)).factura).toMatchObject({ estado: 'emitida', numero: 1 });
});

test('rechazo de ARCA: rechazada con sus palabras; Reintentar (admin) la vuelve a pedir', async () => {
  const admin = await t.signIn('admin');
  const seller = await t.signIn('seller');
  const p = await insertProduct(t.database.db, { precio: 300, stock: 10 });
  const id = await sell(seller.cookie, p.id);
  t.fake.mode = 'reject';
  await t.worker().runOnce();
  expect((await detail(id, admin.cookie)).factura).toEqual({
    estado: 'rechazada',
    tipo: 'C',
    puntoVenta: 3,
    numero: null,
    cae: null,
    caeVence: null,
    observaciones: '10015: El campo DocNro es inválido: <revisar> & corregir',
    qr: null,
  });
  const url = `/api/sheets/sale/${id}/factura/reintentar`;
  expect((await t.request({ method: 'POST', url })).statusCode).toBe(401);
  expect((await t.request({ method: 'POST', url, cookie: seller.cookie })).statusCode).toBe(403);
  const missing = await t.request({
    method: 'POST',
    url: '/api/sheets/sale/99999/factura/reintentar',
    cookie: admin.cookie,
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ error: 'Venta no encontrada' });
  t.fake.mode = 'ok';
  const again = await t.request({ method: 'POST', url, cookie: admin.cookie });
  expect(again.statusCode).toBe(202);
  expect(again.json().factura).toMatchObject({ estado: 'pendiente', observaciones: null });
  const twice = await t.request({ method: 'POST', url, cookie: admin.cookie });
  expect(twice.statusCode).toBe(409);
  expect(twice.json()).toEqual({ error: 'La factura de esta venta no está rechazada' });
  await t.worker().runOnce();
  expect((await detail(id, admin.cookie)).factura).toMatchObject({ estado: 'emitida', numero: 1 });
});

test('anular una venta facturada hace su Nota de Crédito C con CbtesAsoc; una pendiente se descarta', async () => {
  const { cookie } = await t.signIn('admin');
  const p = await insertProduct(t.database.db, { precio: 800, stock: 10 });
  const facturada = await sell(cookie, p.id);
  await t.worker().runOnce();
  const annul = (id: number) =>
    t.request({ method: 'DELETE', url: `/api/sheets/delete/sale/${id}`, cookie });
  expect((await annul(facturada)).statusCode).toBe(200);
  await t.worker().runOnce();
  const nc = t.fake.calls.filter((c) => c.op === 'FECAESolicitar')[1]?.body;
  expect(nc.FeCAEReq.FeCabReq.CbteTipo).toBe('13');
  expect(nc.FeCAEReq.FeDetReq.FECAEDetRequest).toMatchObject({
    CbteDesde: '1',
    ImpTotal: '800.00',
    CbtesAsoc: {
      CbteAsoc: { Tipo: '11', PtoVta: '3', Nro: '1', CbteFch: shopToday().replaceAll('-', '') },
    },
  });
  const seen = await detail(facturada, cookie);
  expect(seen.factura).toMatchObject({ estado: 'emitida', numero: 1 });
  expect(seen.notaCredito).toMatchObject({ estado: 'emitida', tipo: 'C', numero: 1 });

  const pendiente = await sell(cookie, p.id);
  expect((await annul(pendiente)).statusCode).toBe(200);
  await t.worker().runOnce();
  expect(await detail(pendiente, cookie)).toMatchObject({ factura: null, notaCredito: null });
  expect(t.fake.issued.filter((c) => c.tipo === 11)).toHaveLength(1);
});

test('anulada mientras ARCA decidía: FECompConsultar decide, y la que ARCA tiene recibe su nota', async () => {
  const { cookie } = await t.signIn('admin');
  const p = await insertProduct(t.database.db, { precio: 700, stock: 10 });
  const id = await sell(cookie, p.id);
  t.fake.mode = 'drop-after-record';
  await t.worker().runOnce();
  t.fake.mode = 'ok';
  await t.request({ method: 'DELETE', url: `/api/sheets/delete/sale/${id}`, cookie });
  await t.dueNow();
  await t.worker().runOnce();
  await t.worker().runOnce();
  const seen = await detail(id, cookie);
  expect(seen.factura).toMatchObject({ estado: 'emitida', numero: 1 });
  expect(seen.notaCredito).toMatchObject({ estado: 'emitida', numero: 1 });
});

test('CUIT o DNI para la factura: validado en la venta, y enviado a ARCA', async () => {
  const { cookie } = await t.signIn('seller');
  const p = await insertProduct(t.database.db, { precio: 100, stock: 10 });
  const bad = async (cliente: object) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: stallSale(p.id, 1, cliente),
      cookie,
    });
    expect(res.statusCode).toBe(400);
    return res.json().error;
  };
  expect(await bad({ documento: '20-12345678-0', condicionIva: 'monotributo' })).toBe(
    'El CUIT o DNI es inválido',
  );
  expect(await bad({ documento: '20-12345678-6' })).toBe('Elegí la condición frente al IVA');
  const cuit = await sell(cookie, p.id, 1, {
    documento: '20-12345678-6',
    condicionIva: 'responsableInscripto',
  });
  const dni = await sell(cookie, p.id, 1, { documento: '12.345.678' });
  await t.worker().runOnce();
  const dets = t.fake.calls
    .filter((c) => c.op === 'FECAESolicitar')
    .map((c) => c.body.FeCAEReq.FeDetReq.FECAEDetRequest);
  expect(dets.map((d) => [d.DocTipo, d.DocNro, d.CondicionIVAReceptorId])).toEqual([
    ['80', '20123456786', '1'],
    ['96', '12345678', '5'],
  ]);
  expect((await t.rows(cuit))[0]?.estado).toBe('emitida');
  expect((await t.rows(dni))[0]?.estado).toBe('emitida');
});

test('un pedido web se factura cuando el staff lo marca cobrado, y GET /api/config dice factura', async () => {
  const { cookie } = await t.signIn('admin');
  const id = await t.transferOrder();
  expect((await t.rows(id)).length).toBe(0);
  const cobro = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/cobro`,
    payload: { cobrado: true },
    cookie,
  });
  expect(cobro.statusCode).toBe(200);
  expect(cobro.json().factura).toMatchObject({ estado: 'pendiente' });
  await t.worker().runOnce();
  expect((await detail(id, cookie)).factura).toMatchObject({ estado: 'emitida', numero: 1 });
  expect((await t.request({ method: 'GET', url: '/api/config' })).json().factura).toBe(true);
});
