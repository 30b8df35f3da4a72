import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { saleCount, stockOf } from '../../../test/support/sales.ts';
import { mailOutbox, sales } from '../../db/schema.ts';

const t = buildTestApp();

const posSale = (productos: { id: number; cantidad: number }[], extra: object = {}) => ({
  canal: 'pos',
  productos,
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { nombre: 'Cliente del puesto' },
  ...extra,
});

const post = (payload: object, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/sheets/sale', payload, cookie });

test('una venta del punto de venta sin sesión es 401 y con rol cliente 403', async () => {
  const db = t.database.db;
  const p = await insertProduct(db);
  const anonymous = await post(posSale([{ id: p.id, cantidad: 1 }]));
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ error: 'Debés iniciar sesión' });
  const { cookie } = await t.signIn('user');
  const customer = await post(posSale([{ id: p.id, cantidad: 1 }]), cookie);
  expect(customer.statusCode).toBe(403);
  expect(customer.json()).toEqual({ error: 'No tienes permisos para acceder a esta seccion' });
  expect(await saleCount(db)).toBe(0);
  expect(await stockOf(db, p.id)).toBe(10);
});

test('vendedor y administrador venden en el punto de venta con solo el nombre del cliente', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 1000, stock: 10 });
  for (const rol of ['seller', 'admin'] as const) {
    const { uid, cookie } = await t.signIn(rol);
    const res = await post(posSale([{ id: p.id, cantidad: 2 }]), cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: '2000.00', recargo: '0.00' });
    const rows = await db.select().from(sales);
    expect(rows.at(-1)).toMatchObject({ canal: 'pos', sellerId: uid, userId: null });
  }
  expect(await stockOf(db, p.id)).toBe(6);
});

test('recargos del punto de venta: qr y débito +7 %, crédito +7 % y +12 %, redondeado una vez', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 999.99, stock: 100 });
  const { cookie } = await t.signIn('seller');
  const expected: Record<string, [string, string]> = {
    efectivo: ['999.99', '0.00'],
    transferencia: ['999.99', '0.00'],
    qr: ['1069.99', '70.00'],
    tarjetaDebito: ['1069.99', '70.00'],
    tarjetaCredito: ['1198.39', '198.40'],
  };
  for (const [formaPago, [total, recargo]] of Object.entries(expected)) {
    const res = await post(posSale([{ id: p.id, cantidad: 1 }], { formaPago }), cookie);
    expect(res.statusCode, formaPago).toBe(201);
    expect(res.json(), formaPago).toMatchObject({ subtotal: '999.99', total, recargo });
  }
});

test('la tienda web nunca cobra recargo ni acepta las formas de pago del punto de venta', async () => {
  const db = t.database.db;
  const p = await insertProduct(db);
  const { cookie } = await t.signIn('seller');
  const res = await post(
    {
      productos: [{ id: p.id, cantidad: 1 }],
      formaPago: 'qr',
      envio: 'retiro',
      cliente: {
        nombre: 'Ana',
        correo: 'ana@example.com',
        provincia: 'Santa Fe',
        direccion: 'Belgrano 1',
        cp: '3000',
        celular: '342',
      },
    },
    cookie,
  );
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('La forma de pago no es válida');
});

test('en el puesto el nombre del cliente es opcional; en la tienda web sigue siendo obligatorio', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 500, stock: 10 });
  const { cookie } = await t.signIn('seller');
  const line = [{ id: p.id, cantidad: 1 }];
  for (const cliente of [{}, { nombre: '' }, { nombre: '   ' }]) {
    const res = await post(posSale(line, { cliente }), cookie);
    expect(res.statusCode, JSON.stringify(cliente)).toBe(201);
  }
  const rows = await db.select().from(sales);
  expect(rows.map((r) => r.clienteNombre)).toEqual(['', '', '']);
  const web = await post(
    {
      productos: line,
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: {
        nombre: '',
        correo: 'a@example.com',
        provincia: 'X',
        direccion: 'Y',
        cp: '1',
        celular: '2',
      },
    },
    cookie,
  );
  expect(web.statusCode).toBe(400);
  expect(web.json().error).toBe('Hay campos sin completar');
  expect(await stockOf(db, p.id)).toBe(7);
});

test('el punto de venta revisa en su orden: forma de pago, carrito, envío', async () => {
  const db = t.database.db;
  const p = await insertProduct(db);
  const { cookie } = await t.signIn('seller');
  const line = [{ id: p.id, cantidad: 1 }];
  const cases: [object, string][] = [
    [posSale([], { formaPago: '', envio: '', cliente: {} }), 'Falta forma de pago'],
    [posSale([], { envio: '', cliente: {} }), 'El carrito está vacío'],
    [posSale(line, { envio: '', cliente: {} }), 'Falta envio'],
    [posSale(line, { formaPago: 'cheque' }), 'La forma de pago no es válida'],
  ];
  for (const [body, error] of cases) {
    const res = await post(body, cookie);
    expect(res.statusCode, error).toBe(400);
    expect(res.json().error).toBe(error);
  }
  expect(await saleCount(db)).toBe(0);
});

test('el punto de venta vende productos sin publicar si tienen stock, nunca por encima del stock', async () => {
  const db = t.database.db;
  const oculto = await insertProduct(db, { nombre: 'Pan casero', publicado: false, stock: 2 });
  const { cookie } = await t.signIn('seller');
  const ok = await post(posSale([{ id: oculto.id, cantidad: 2 }]), cookie);
  expect(ok.statusCode).toBe(201);
  const more = await post(posSale([{ id: oculto.id, cantidad: 1 }]), cookie);
  expect(more.statusCode).toBe(409);
  expect(more.json()).toEqual({
    error: 'Pan casero: 0 unidades disponibles.',
    productId: oculto.id,
    disponibles: 0,
  });
});

test('una venta del punto de venta nace Entregada y cobrada, sin página de pedido ni correo a la tienda', async () => {
  const db = t.database.db;
  const p = await insertProduct(db);
  const { cookie } = await t.signIn('seller');
  const before = Date.now();
  const res = await post(posSale([{ id: p.id, cantidad: 1 }]), cookie);
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body).toMatchObject({
    estadoPago: 'Entregado',
    pedido: null,
    cobro: { estado: 'cobrado', medio: 'efectivo', comprobante: null, mercadoPago: null },
  });
  expect(Date.parse(body.cobro.fecha)).toBeGreaterThanOrEqual(before - 1000);
  const [row] = await db.select().from(sales);
  expect(row).toMatchObject({ estado: 'Entregado', cobroEstado: 'cobrado', pedidoTokenHash: null });
  // MARKET §7: only web orders tell the shop's owner; this customer left no e-mail either.
  expect(await db.select().from(mailOutbox)).toEqual([]);
});
