import { expect, test } from 'vitest';
import { cookieOf, insertCustomer, login } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { insertSale } from '../../../test/support/sale-fixture.ts';

const t = buildTestApp();

const activity = (cookie: string | undefined, query = '') =>
  t.request({ method: 'GET', url: `/api/auditoria${query}`, cookie });

const FORBIDDEN = /clave-secreta|argon2|token/i;

test('ingresos, fallos y cambios de contraseña quedan registrados, sin contraseñas', async () => {
  const admin = await t.signIn('admin');
  const user = await insertCustomer(t);
  await login(t, user.email, 'mal-escrita-1');
  const session = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  await t.request({
    method: 'PUT',
    url: '/api/user/password',
    cookie: session,
    payload: { actual: 'clave-secreta-1', nueva: 'huerta-del-sur-9' },
  });
  const res = await activity(admin.cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-total-count']).toBe('3');
  const rows = res.json();
  expect(rows.map((r: { accion: string }) => r.accion)).toEqual([
    'password.cambiar',
    'sesion.ingresar',
    'sesion.fallo',
  ]);
  expect(rows[2]).toMatchObject({ quien: 'ana@correo.com', detalle: 'Ingreso con correo fallido' });
  expect(rows[2].ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  expect(new Date(rows[0].fecha).getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect(JSON.stringify(rows)).not.toMatch(FORBIDDEN);
});

test('anular, cambiar estado, productos, precios y caja registran quién lo hizo', async () => {
  const admin = await t.signIn('admin', { email: 'admin@feria.local' });
  const p = await insertProduct(t.database.db, { nombre: 'Yerba', precio: 1000 });
  const sale = await insertSale(t.database.db);
  const as = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, payload, cookie: admin.cookie });
  expect((await as('PUT', `/api/sheets/sale/${sale.id}/changestate/Listo`)).statusCode).toBe(200);
  expect((await as('DELETE', `/api/sheets/delete/sale/${sale.id}`)).statusCode).toBe(200);
  expect((await as('PUT', `/api/sheets/product/${p.id}`)).statusCode).toBe(200);
  const update = {
    id: p.id,
    nombre: 'Yerba',
    categoria: p.categoria,
    medida: p.medida,
    marca: p.marca,
    descripcion: p.descripcion,
    cantidad: p.stock,
    precio: 1500,
    url: '',
  };
  expect((await as('PUT', '/api/sheets/update', update)).statusCode).toBe(200);
  expect((await as('DELETE', `/api/sheets/delete/${p.id}`)).statusCode).toBe(204);
  const cash = { tipo: 'Gasto', monto: 250, descripcion: 'Bolsas', fecha: '2026-03-02' };
  expect((await as('POST', '/api/sheets/cashflow/add', cash)).statusCode).toBe(201);

  const rows = (await activity(admin.cookie)).json() as {
    quien: string;
    accion: string;
    detalle: string;
  }[];
  expect(rows).toHaveLength(7);
  expect(rows.every((r) => r.quien === 'admin@feria.local')).toBe(true);
  const byKind = Object.fromEntries(rows.map((r) => [r.accion, r.detalle]));
  expect(byKind).toMatchObject({
    'venta.estado': `Venta N° ${sale.id}: Pendiente → Listo`,
    'venta.anular': `Anuló la venta N° ${sale.id}`,
    'producto.publicar': expect.stringMatching(/^Ocultó Yerba/),
    'producto.editar': expect.stringMatching(/^Editó Yerba/),
    'producto.precio': expect.stringMatching(/Precio de Yerba .*1\.000.*→.*1\.500/),
    'producto.borrar': expect.stringMatching(/^Borró Yerba/),
    'caja.movimiento': expect.stringMatching(/Gasto de .*250.*Bolsas/),
  });
});

test('filtros por persona y por tipo, páginas y permisos', async () => {
  const admin = await t.signIn('admin');
  const user = await insertCustomer(t);
  for (let i = 0; i < 3; i++) await login(t, user.email, 'mal-escrita-1');
  await login(t, 'otra@correo.com', 'mal-escrita-1');
  await login(t, user.email, 'clave-secreta-1');
  const byPerson = await activity(admin.cookie, '?quien=ANA@');
  expect(byPerson.headers['x-total-count']).toBe('4');
  const failures = await activity(admin.cookie, '?accion=sesion.fallo&limit=2&offset=1');
  expect(failures.headers['x-total-count']).toBe('4');
  expect(failures.json()).toHaveLength(2);
  expect((await activity(admin.cookie, '?accion=sesion')).headers['x-total-count']).toBe('5');
  expect((await activity(admin.cookie, '?quien=%25')).headers['x-total-count']).toBe('0');
  const bad = await activity(admin.cookie, '?limit=9999');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('Datos inválidos');
  expect((await activity(undefined)).statusCode).toBe(401);
  expect((await activity((await t.signIn('seller')).cookie)).statusCode).toBe(403);
  expect((await activity((await t.signIn('user')).cookie)).statusCode).toBe(403);
});
