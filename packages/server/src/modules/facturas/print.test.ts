import { shopToday } from '@feria/domain/rules/dates';
import { expect, test } from 'vitest';
import { arcaTestApp } from '../../../test/support/arca.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';

const t = arcaTestApp();

test('la factura imprimible del pedido: con su token, del staff sin token; valores escapados; QR enlazado', async () => {
  const admin = await t.signIn('admin');
  const p = await insertProduct(t.database.db, {
    nombre: 'Miel <pura> & "casera"',
    precio: 3427.33,
  });
  const order = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: {
      productos: [{ id: p.id, cantidad: 2 }],
      formaPago: 'transferencia',
      envio: 'retiro',
      cliente: { nombre: 'Ana', correo: 'ana@example.com', celular: '3425550000' },
    },
  });
  const { id, pedido } = order.json();
  const token = new URL(pedido, 'http://x').searchParams.get('t');
  const url = `/api/pedido/${id}/factura`;
  // Not cobrado yet: no invoice to print.
  expect((await t.request({ method: 'GET', url: `${url}?t=${token}` })).statusCode).toBe(404);
  await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/cobro`,
    payload: { cobrado: true },
    cookie: admin.cookie,
  });
  await t.worker().runOnce();

  const page = await t.request({ method: 'GET', url: `${url}?t=${token}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const html = page.body;
  expect(html).toContain('Factura C N° 00003-00000001');
  expect(html).toContain('CUIT 20123456786');
  expect(html).toContain('Miel &lt;pura&gt; &amp; &quot;casera&quot;');
  expect(html).not.toContain('<pura>');
  expect(html).toContain(`CAE ${t.fake.issued[0]?.cae}`);
  expect(html).toContain('$ 6.854,66'); // one formatter for pages and printouts (issue 58)
  expect(html).toMatch(
    /<a href="https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=[A-Za-z0-9+/=]+"[^>]*><svg/,
  );

  const staff = await t.request({ method: 'GET', url, cookie: admin.cookie });
  expect(staff.statusCode).toBe(200);
  for (const bad of [`${url}?t=otro`, url, `/api/pedido/9999/factura?t=${token}`]) {
    const res = await t.request({ method: 'GET', url: bad });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Pedido no encontrado' });
  }
  const view = (await t.request({ method: 'GET', url: `/api/pedido/${id}?t=${token}` })).json();
  expect(view.factura).toMatchObject({ estado: 'emitida', numero: 1 });

  // Balance → "Facturas del mes": admin only, the month checked, credit notes negative.
  await t.request({ method: 'DELETE', url: `/api/sheets/delete/sale/${id}`, cookie: admin.cookie });
  const pend = await t.request({
    method: 'GET',
    url: '/api/facturas/pendientes',
    cookie: admin.cookie,
  });
  expect(pend.json()).toEqual({ pendientes: 1 });
  await t.worker().runOnce();
  const mes = shopToday().slice(0, 7);
  const csv = await t.request({
    method: 'GET',
    url: `/api/facturas.csv?mes=${mes}`,
    cookie: admin.cookie,
  });
  expect(csv.statusCode).toBe(200);
  const cae = t.fake.issued.map((c) => c.cae);
  const dia = shopToday().split('-').reverse().join('/');
  expect(csv.body).toBe(
    '\uFEFFfecha;tipo;punto de venta;número;documento;total;CAE\r\n' +
      `${dia};Factura C;3;00003-00000001;Consumidor Final;6854,66;${cae[0]}\r\n` +
      `${dia};Nota de Crédito C;3;00003-00000001;Consumidor Final;-6854,66;${cae[1]}\r\n`,
  );
  // Without a month: this month in Buenos Aires, the same file.
  const now = await t.request({ method: 'GET', url: '/api/facturas.csv', cookie: admin.cookie });
  expect(now.body).toBe(csv.body);
  expect(now.headers['content-disposition']).toBe(`attachment; filename="facturas-${mes}.csv"`);
  const seller = await t.signIn('seller');
  const denied = await t.request({
    method: 'GET',
    url: `/api/facturas.csv?mes=${mes}`,
    cookie: seller.cookie,
  });
  expect(denied.statusCode).toBe(403);
  const bad = await t.request({
    method: 'GET',
    url: '/api/facturas.csv?mes=2026-13',
    cookie: admin.cookie,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('Elegí un mes (aaaa-mm)');
  expect(
    (await t.request({ method: 'GET', url: '/api/facturas.csv?mes=2026-11' })).statusCode,
  ).toBe(401);
});
