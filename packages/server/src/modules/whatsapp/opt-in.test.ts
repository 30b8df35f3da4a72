import { WA_MSG } from '@feria/domain/messages/whatsapp';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, saleCount, webOrder } from '../../../test/support/sales.ts';
import { sales, suscripciones, whatsappAvisos } from '../../db/schema.ts';

const t = buildTestApp();

const order = (payload: Record<string, unknown>, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/sheets/sale', payload, cookie });

test('un pedido web guarda avisosWhatsapp (falso por defecto) y las respuestas lo traen', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const customer = await t.signIn('user');
  const si = await order(
    webOrder([{ id: p.id, cantidad: 1 }], {
      cliente: { ...CLIENTE, celular: '0342 15 555-1234', avisosWhatsapp: true },
    }),
    customer.cookie,
  );
  expect(si.statusCode).toBe(201);
  const no = await order(webOrder([{ id: p.id, cantidad: 1 }]), customer.cookie);
  expect(no.statusCode).toBe(201);
  const rows = await db.select().from(sales).orderBy(sales.id);
  expect(rows.map((r) => r.avisosWhatsapp)).toEqual([true, false]);
  // Tier 2 off: the choice is stored, but no notice is made (none is ever sent).
  expect(await db.select().from(whatsappAvisos)).toEqual([]);

  const { cookie } = await t.signIn('admin');
  const detail = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${si.json().id}`,
    cookie,
  });
  expect(detail.json().cliente.avisosWhatsapp).toBe(true);
  const other = await t.request({ method: 'GET', url: `/api/sheets/sale/${no.json().id}`, cookie });
  expect(other.json().cliente.avisosWhatsapp).toBe(false);
  const page = await t.request({ method: 'GET', url: `/api${si.json().pedido}` });
  expect(page.json().cliente.avisosWhatsapp).toBe(true);
  const mine = await t.request({
    method: 'GET',
    url: `/api/sheets/sales/${customer.uid}`,
    cookie: customer.cookie,
  });
  const list = mine.json() as { id: number; cliente: { avisosWhatsapp: boolean } }[];
  expect(list.map((s) => [s.id, s.cliente.avisosWhatsapp])).toEqual([
    [no.json().id, false],
    [si.json().id, true],
  ]);
});

test('avisos con un celular que no es de WhatsApp: 400 en cliente.celular y nada creado', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  for (const celular of ['0800 333 4444', '1234']) {
    const res = await order(
      webOrder([{ id: p.id, cantidad: 1 }], {
        cliente: { ...CLIENTE, celular, avisosWhatsapp: true },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(WA_MSG.celularNoWhatsapp);
    expect(res.json().issues).toEqual([
      { path: 'cliente.celular', message: WA_MSG.celularNoWhatsapp },
    ]);
  }
  const notBool = await order(
    webOrder([{ id: p.id, cantidad: 1 }], { cliente: { ...CLIENTE, avisosWhatsapp: 'sí' } }),
  );
  expect(notBool.statusCode).toBe(400);
  expect(notBool.json().error).toBe('Datos inválidos');
  expect(await saleCount(db)).toBe(0);
});

test('en una venta del puesto el avisosWhatsapp se ignora: siempre falso', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const { cookie } = await t.signIn('seller');
  const res = await order(
    {
      canal: 'pos',
      productos: [{ id: p.id, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: 'Ana', celular: 'abc', avisosWhatsapp: true },
    },
    cookie,
  );
  expect(res.statusCode).toBe(201);
  const [row] = await db.select().from(sales).where(eq(sales.id, res.json().id));
  expect(row?.avisosWhatsapp).toBe(false);
});

async function subscriptionSetup(celular: string) {
  const db = t.database.db;
  await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza' });
  const bolson = await insertProduct(db, { stock: 10, suscribible: true });
  const customer = await t.signIn('user', { celular, emailConfirmado: true });
  const payload = {
    productoId: bolson.id,
    cantidad: 1,
    frecuencia: 'semanal',
    envio: 'Retiro',
    lugar: 'Plaza',
    formaPago: 'efectivo',
  };
  return { db, customer, payload };
}

test('una suscripción guarda avisosWhatsapp, lo cambia por PUT y su pedido lo hereda', async () => {
  const { db, customer, payload } = await subscriptionSetup('342 555 0101');
  const res = await t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie: customer.cookie,
    payload: { ...payload, avisosWhatsapp: true },
  });
  expect(res.statusCode).toBe(201);
  const sub = res.json();
  expect(sub.avisosWhatsapp).toBe(true);
  const [made] = await db.select().from(sales).where(eq(sales.id, sub.proxima.pedidoId));
  expect(made?.avisosWhatsapp).toBe(true);
  const off = await t.request({
    method: 'PUT',
    url: `/api/suscripciones/${sub.id}`,
    cookie: customer.cookie,
    payload: { avisosWhatsapp: false },
  });
  expect(off.statusCode).toBe(200);
  expect(off.json().avisosWhatsapp).toBe(false);
  const untouched = await t.request({
    method: 'PUT',
    url: `/api/suscripciones/${sub.id}`,
    cookie: customer.cookie,
    payload: { cantidad: 2 },
  });
  expect(untouched.json().avisosWhatsapp).toBe(false);
  const plain = await t.request({
    method: 'GET',
    url: `/api/suscripciones/${sub.id}`,
    cookie: customer.cookie,
  });
  expect(plain.json().avisosWhatsapp).toBe(false);
});

test('una suscripción con avisos y un celular de la cuenta sin WhatsApp: 400 en celular, nada creado', async () => {
  const { db, customer, payload } = await subscriptionSetup('0800 333 4444');
  const res = await t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie: customer.cookie,
    payload: { ...payload, avisosWhatsapp: true },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    error: WA_MSG.celularNoWhatsapp,
    issues: [{ path: 'celular', message: WA_MSG.celularNoWhatsapp }],
  });
  expect(await db.select().from(suscripciones)).toEqual([]);
  const made = await t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie: customer.cookie,
    payload,
  });
  expect(made.statusCode).toBe(201);
  const put = await t.request({
    method: 'PUT',
    url: `/api/suscripciones/${made.json().id}`,
    cookie: customer.cookie,
    payload: { avisosWhatsapp: true, cantidad: 2 },
  });
  expect(put.statusCode).toBe(400);
  expect(put.json().issues).toEqual([{ path: 'celular', message: WA_MSG.celularNoWhatsapp }]);
  const [row] = await db.select().from(suscripciones);
  expect(row).toMatchObject({ avisosWhatsapp: false, cantidad: 1 });
  const bad = await t.request({
    method: 'PUT',
    url: `/api/suscripciones/${made.json().id}`,
    cookie: customer.cookie,
    payload: { avisosWhatsapp: 1 },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('Datos inválidos');
});
