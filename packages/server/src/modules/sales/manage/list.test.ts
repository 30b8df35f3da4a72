import { expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/support/app.ts';
import { insertProduct } from '../../../../test/support/fixtures.ts';
import { insertSale } from '../../../../test/support/sale-fixture.ts';
import { products } from '../../../db/schema.ts';

const t = buildTestApp();

test('la lista de ventas trae las tarjetas de la más nueva a la más vieja, sin las anuladas', async () => {
  const db = t.database.db;
  const yerba = await insertProduct(db, { nombre: 'Yerba mate suave', precio: 2500 });
  const vieja = await insertSale(db, {
    lines: [{ product: yerba, cantidad: 2 }],
    createdAt: new Date('2025-03-05T17:30:00Z'),
  });
  const nueva = await insertSale(db, {
    lines: [{ product: yerba, cantidad: 1 }],
    formaPago: 'tarjetaCredito',
    canal: 'pos',
    envio: 'envio',
    cliente: { nombre: 'José Pérez', celular: '' },
    createdAt: new Date('2025-03-06T02:15:00Z'),
  });
  await insertSale(db, { estado: 'Anulado', createdAt: new Date('2025-03-07T12:00:00Z') });
  const { cookie } = await t.signIn('admin');

  const res = await t.request({ method: 'GET', url: '/api/sheets/sale', cookie });

  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    {
      id: nueva.id,
      nombre: 'José Pérez',
      pago: 'tarjetaCredito',
      estadoPago: 'Pendiente',
      total: '2996.00', // 2500 × 1,07 × 1,12
      envio: 'envio',
      fecha: '05/03/2025', // 23:15 en Buenos Aires, todavía el 5
      hora: '23:15',
      celular: '',
      feria: null,
      canal: 'pos',
      suscripcionId: null,
      cobro: {
        estado: 'pendiente',
        medio: 'tarjetaCredito',
        fecha: null,
        comprobante: null,
        mercadoPago: null,
      },
    },
    {
      id: vieja.id,
      nombre: 'Martina Gómez',
      pago: 'efectivo',
      estadoPago: 'Pendiente',
      total: '5000.00',
      envio: 'retiro',
      fecha: '05/03/2025',
      hora: '14:30',
      celular: '3425551234',
      feria: null,
      canal: 'web',
      suscripcionId: null,
      cobro: {
        estado: 'pendiente',
        medio: 'efectivo',
        fecha: null,
        comprobante: null,
        mercadoPago: null,
      },
    },
  ]);
});

test('sin ventas la lista está vacía', async () => {
  const { cookie } = await t.signIn('admin');
  const res = await t.request({ method: 'GET', url: '/api/sheets/sale', cookie });
  expect(res.json()).toEqual([]);
});

test('el detalle de una venta trae cliente, importes y líneas con el precio del momento', async () => {
  const db = t.database.db;
  const yerba = await insertProduct(db, {
    nombre: 'Yerba mate suave',
    sku: 'YER-001',
    marca: 'Cooperativa Ñandú',
    medida: '1 kg',
    precio: 2500,
  });
  const azucar = await insertProduct(db, {
    nombre: 'Azúcar mascabo',
    sku: 'AZU-001',
    precio: 999.99,
  });
  const sale = await insertSale(db, {
    lines: [
      { product: yerba, cantidad: 2 },
      { product: azucar, cantidad: 1 },
    ],
    formaPago: 'qr',
    canal: 'pos',
    envio: 'envio',
    createdAt: new Date('2025-03-05T17:30:00Z'),
  });
  // Un cambio de precio posterior no toca la venta.
  await db.update(products).set({ precioCents: 300000 });
  const { cookie } = await t.signIn('admin');

  const res = await t.request({ method: 'GET', url: `/api/sheets/sale/${sale.id}`, cookie });

  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    id: sale.id,
    fecha: '05/03/2025',
    hora: '14:30',
    estadoPago: 'Pendiente',
    formaPago: 'qr',
    envio: 'envio',
    canal: 'pos',
    suscripcionId: null,
    factura: null,
    notaCredito: null,
    cobro: { estado: 'pendiente', medio: 'qr', fecha: null, comprobante: null, mercadoPago: null },
    subtotal: '5999.99',
    recargo: '420.00', // 5999,99 × 7% = 419,9993 → el total se redondea una vez
    envioCosto: '0.00',
    zona: null,
    total: '6419.99',
    cliente: {
      nombre: 'Martina Gómez',
      correo: 'martina@example.com',
      provincia: 'Santa Fe',
      direccion: 'San Martín 1234',
      cp: '3000',
      celular: '3425551234',
      avisosWhatsapp: false,
      barrio: '',
    },
    lineas: [
      {
        idProducto: yerba.id,
        sku: 'YER-001',
        nombre: 'Yerba mate suave',
        marca: 'Cooperativa Ñandú',
        medida: '1 kg',
        precio: 2500,
        cantidad: 2,
        subtotal: '5000.00',
        unidad: 'unidad',
      },
      {
        idProducto: azucar.id,
        sku: 'AZU-001',
        nombre: 'Azúcar mascabo',
        marca: 'Marca de prueba',
        medida: '500 g',
        precio: 999.99,
        cantidad: 1,
        subtotal: '999.99',
        unidad: 'unidad',
      },
    ],
    feria: null,
    avisos: [],
  });
});

test('una venta anulada se sigue pudiendo leer por su número', async () => {
  const sale = await insertSale(t.database.db, { estado: 'Anulado' });
  const { cookie } = await t.signIn('admin');
  const res = await t.request({ method: 'GET', url: `/api/sheets/sale/${sale.id}`, cookie });
  expect(res.statusCode).toBe(200);
  expect(res.json().estadoPago).toBe('Anulado');
});

test('una venta inexistente es 404 "Venta no encontrada"', async () => {
  const { cookie } = await t.signIn('admin');
  for (const url of ['/api/sheets/sale/999', '/api/sheets/sale/abc', '/api/sheets/sale/1e3']) {
    const res = await t.request({ method: 'GET', url, cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Venta no encontrada' });
  }
});

test('solo la administración lee, anula y vuelve atrás ventas: anónimo 401, cliente y vendedor 403', async () => {
  const sale = await insertSale(t.database.db, { estado: 'Listo' });
  const calls = [
    { method: 'GET', url: '/api/sheets/sale' },
    { method: 'GET', url: `/api/sheets/sale/${sale.id}` },
    { method: 'PUT', url: `/api/sheets/sale/${sale.id}/changestate/Pendiente` },
    { method: 'PUT', url: `/api/sheets/sale/${sale.id}/changestate/En%20preparaci%C3%B3n` },
    { method: 'PUT', url: `/api/sheets/sale/${sale.id}/changestate/Anulado` },
    { method: 'DELETE', url: `/api/sheets/delete/sale/${sale.id}` },
  ] as const;
  const user = await t.signIn('user');
  const seller = await t.signIn('seller');
  for (const call of calls) {
    const anon = await t.request(call);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: 'Debés iniciar sesión' });
    for (const { cookie } of [user, seller]) {
      const res = await t.request({ ...call, cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'No tienes permisos para acceder a esta seccion' });
    }
  }
  const { cookie } = await t.signIn('admin');
  const after = await t.request({ method: 'GET', url: `/api/sheets/sale/${sale.id}`, cookie });
  expect(after.json().estadoPago).toBe('Listo');
});
