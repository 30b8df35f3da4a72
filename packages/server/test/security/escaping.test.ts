// Issue 9 "Checks": script typed into a product, the carousel or a customer's name stays text in
// what the server writes itself (the share page's head and the three e-mails of a sale), and the
// fields a client must not set (role, prices, totals) are ignored when sent.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { carouselSections, mailOutbox, sales, users } from '../../src/db/schema.ts';
import { buildTestApp } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';
import { CLIENTE, webOrder } from '../support/sales.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-escape-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Feria</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
);
const t = buildTestApp({}, { webDir });
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const HOSTILE = `"><img src=x onerror=alert(1)><script>alert('x')</script>`;
const RAW = ['<img src=x', "<script>alert('x')"];

function expectNoMarkupFrom(html: string, where: string) {
  // The page's own tags are fine; what must not appear is our hostile text as markup.
  for (const raw of RAW) expect(html.includes(raw), `${where} contiene ${raw}`).toBe(false);
}

test('la cabecera de la ficha y de la portada escapa nombre, descripción y texto del carrusel', async () => {
  const product = await insertProduct(t.database.db, {
    nombre: `Yerba ${HOSTILE}`,
    descripcion: HOSTILE,
  });
  await t.database.db
    .insert(carouselSections)
    .values(([1, 2, 3] as const).map((seccion) => ({ seccion, texto: HOSTILE })));
  for (const url of [`/product/${product.id}`, '/', '/product']) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expectNoMarkupFrom(res.body, url);
  }
  const page = await t.request({ method: 'GET', url: `/product/${product.id}` });
  expect(page.body).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
});

test('los tres correos de una venta llevan el producto y el cliente como texto', async () => {
  const product = await insertProduct(t.database.db, { nombre: `Miel ${HOSTILE}`, marca: HOSTILE });
  const cliente = { ...CLIENTE, nombre: `Ana ${HOSTILE}`, direccion: HOSTILE, provincia: HOSTILE };
  const order = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: product.id, cantidad: 1 }], { cliente }),
  });
  expect(order.statusCode).toBe(201);
  const { cookie } = await t.signIn('admin');
  const id = (order.json() as { id: number }).id;
  const change = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/changestate/${encodeURIComponent('En preparación')}`,
    cookie,
  });
  expect(change.statusCode).toBe(200);
  const mails = await t.database.db.select().from(mailOutbox);
  expect(mails.length).toBe(3);
  for (const mail of mails) {
    expectNoMarkupFrom(mail.html, mail.subject);
    expect(mail.subject).not.toContain('<');
  }
  expect(mails.some((m) => m.html.includes('Ana &quot;&gt;&lt;img'))).toBe(true);
});

test('campos que el cliente no debe fijar se ignoran: rol al registrarse, precios y totales al comprar', async () => {
  const signUp = await t.request({
    method: 'POST',
    url: '/api/user/create',
    payload: {
      name: 'Ana Pérez',
      email: 'ana@example.com',
      password: 'secreta1',
      state: 'Santa Fe',
      postalCode: '3000',
      address: 'Rivadavia 1',
      rol: 'admin',
      role: 'admin',
    },
  });
  expect(signUp.statusCode).toBe(201);
  const [ana] = await t.database.db.select().from(users).where(eq(users.email, 'ana@example.com'));
  expect(ana?.rol).toBe('user');

  const product = await insertProduct(t.database.db, { precio: 1000 });
  const order = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: product.id, cantidad: 2, precio: 1, subtotal: 2 }], {
      total: 1,
      subtotal: 1,
      estado: 'Listo',
      canal: 'web',
    }),
  });
  expect(order.statusCode).toBe(201);
  const [sale] = await t.database.db.select().from(sales);
  expect(sale).toMatchObject({ totalCents: 200_000, estado: 'Pendiente', canal: 'web' });
});
