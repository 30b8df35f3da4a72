// "Imprimir" of Preparación (MARKET §1): the document the server writes to print.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';

const t = buildTestApp();

test('el documento para imprimir: la feria, por producto, cada pedido con sus líneas y total, y la recaudación', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(2), lugar: 'Plaza & Sur' });
  const miel = await insertProduct(db, {
    nombre: 'Miel',
    marca: 'Apícola <b>Sauce</b>',
    precio: 1000,
  });
  const sold = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: miel.id, cantidad: 3 }], {
      feriaId: feria.id,
      envio: 'envio',
      formaPago: 'transferencia',
      cliente: { ...CLIENTE, nombre: '<script>alert(1)</script> Ana', direccion: 'Belgrano "12"' },
    }),
  });
  expect(sold.statusCode).toBe(201);
  const { cookie } = await t.signIn('seller');
  const res = await t.request({
    method: 'GET',
    url: `/api/ferias/${feria.id}/preparacion.html`,
    cookie,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  const page = res.body;
  expect(page).toContain('<h1>Preparación</h1>');
  expect(page).toContain('— Plaza &amp; Sur (');
  expect(page).toContain('<h3>Apícola &lt;b&gt;Sauce&lt;/b&gt;</h3>');
  expect(page).toContain(
    `Pedido N° ${sold.json().id} · &lt;script&gt;alert(1)&lt;/script&gt; Ana · ${CLIENTE.celular}`,
  );
  expect(page).toContain('<span>Pendiente · Sin cobrar</span>');
  expect(page).toContain('Envío: Belgrano &quot;12&quot; · Transferencia');
  expect(page).toContain('<span>Total $ 3.000,00</span>');
  expect(page).toContain(
    `3 × Miel ${miel.medida} (Apícola &lt;b&gt;Sauce&lt;/b&gt;)<i>$ 3.000,00</i>`,
  );
  expect(page).toContain('Recaudación del día');
  // The style is ours and goes as it is (an escaped quote would drop its rule).
  expect(page).toContain('th[scope="row"] { font-weight: 400; }');
  // Only the page's own script, no customer's.
  expect(page.match(/<script/g)).toEqual(['<script']);
  expect(page).toContain('<script src="/imprimir.js" defer></script>');
});

test('sin pedidos lo dice; una feria que no existe, o un id que no es de una, es 404', async () => {
  const feria = await insertFeria(t.database.db, { fecha: inDays(2) });
  const { cookie } = await t.signIn('admin');
  const empty = await t.request({
    method: 'GET',
    url: `/api/ferias/${feria.id}/preparacion.html`,
    cookie,
  });
  expect(empty.statusCode).toBe(200);
  expect(empty.body).toContain('Todavía no hay pedidos.');
  const missing = await t.request({
    method: 'GET',
    url: '/api/ferias/77/preparacion.html',
    cookie,
  });
  expect(missing.statusCode).toBe(404);
  const bad = await t.request({ method: 'GET', url: '/api/ferias/x/preparacion.html', cookie });
  expect(bad.statusCode).toBe(404);
});
