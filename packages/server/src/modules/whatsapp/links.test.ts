import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { MSG } from '@feria/domain/messages/shop';
import { WA_MSG } from '@feria/domain/messages/whatsapp';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp, ORIGIN } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { insertSale } from '../../../test/support/sale-fixture.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { sales } from '../../db/schema.ts';

const t = buildTestApp({ SHOP_NAME: 'Feria Verde' });

const TOKEN_URL = new RegExp(`^${ORIGIN}/pedido/(\\d+)\\?t=([A-Za-z0-9_-]{43})$`);

async function placeOrder(productId: number, cliente: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: productId, cantidad: 1 }], {
      cliente: { ...CLIENTE, ...cliente },
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const link = (id: number | string, cookie: string) =>
  t.request({ method: 'GET', url: `/api/sheets/sale/${id}/whatsapp`, cookie });

test('el enlace de un pedido web trae el texto, el número y un token que abre el pedido, siempre el mismo', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const id = await placeOrder(p.id, { nombre: '  Martina Gómez ', celular: '0342 15 555-1234' });
  const seller = await t.signIn('seller');
  const res = await link(id, seller.cookie);
  expect(res.statusCode).toBe(200);
  const { url, texto } = res.json();
  const enlace = texto.slice(texto.indexOf('http'));
  expect(texto).toBe(
    `Hola Martina Gómez, te escribimos de Feria Verde por tu pedido #${id}. Podés verlo acá: ${enlace}`,
  );
  expect(enlace).toMatch(TOKEN_URL);
  expect(url).toBe(`https://wa.me/5493425551234?text=${encodeURIComponent(texto)}`);
  expect(url).toContain('%20');
  const token = TOKEN_URL.exec(enlace)?.[2];
  const page = await t.request({ method: 'GET', url: `/api/pedido/${id}?t=${token}` });
  expect(page.statusCode).toBe(200);
  expect((await link(id, seller.cookie)).json().texto).toBe(texto);
  const admin = await t.signIn('admin');
  expect((await link(id, admin.cookie)).json().url).toBe(url);
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  expect(row?.avisoToken).toBe(token);
  // A wrong token of the same length still opens nothing.
  const wrong = `${token?.slice(0, -1)}${token?.endsWith('A') ? 'B' : 'A'}`;
  expect((await t.request({ method: 'GET', url: `/api/pedido/${id}?t=${wrong}` })).statusCode).toBe(
    404,
  );
});

test('una venta del puesto no tiene enlace; anulada responde igual', async () => {
  const db = t.database.db;
  const pos = await insertSale(db, {
    canal: 'pos',
    estado: 'Anulado',
    cliente: { nombre: 'Ana', celular: '+54 9 341 555 1234' },
  });
  const { cookie } = await t.signIn('seller');
  const res = await link(pos.id, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.json().texto).toBe(`Hola Ana, te escribimos de Feria Verde por tu compra #${pos.id}.`);
  expect(res.json().url).toMatch(/^https:\/\/wa\.me\/5493415551234\?text=Hola%20Ana%2C/);
  const [row] = await db.select().from(sales).where(eq(sales.id, pos.id));
  expect(row?.avisoToken).toBeNull();
});

test('sin celular de WhatsApp es 409, una venta que no existe 404, y solo el personal puede', async () => {
  const db = t.database.db;
  const sale = await insertSale(db, { cliente: { celular: '0800 333 4444' } });
  const seller = await t.signIn('seller');
  const none = await link(sale.id, seller.cookie);
  expect(none.statusCode).toBe(409);
  expect(none.json().error).toBe(WA_MSG.sinNumero);
  const [row] = await db.select().from(sales).where(eq(sales.id, sale.id));
  expect(row?.avisoToken).toBeNull();
  for (const id of [999999, 'abc', 0]) {
    const res = await link(id, seller.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MSG.ventaNoEncontrada);
  }
  expect(
    (await t.request({ method: 'GET', url: `/api/sheets/sale/${sale.id}/whatsapp` })).statusCode,
  ).toBe(401);
  const user = await t.signIn('user');
  expect((await link(sale.id, user.cookie)).statusCode).toBe(403);
});

test('dos pedidos del mismo enlace a la vez dejan un solo token', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const id = await placeOrder(p.id);
  const { cookie } = await t.signIn('seller');
  const answers = await Promise.all([link(id, cookie), link(id, cookie), link(id, cookie)]);
  const texts = new Set(answers.map((a) => a.json().texto));
  expect(texts.size).toBe(1);
});

const avisos = (id: number | string, cookie: string, texto?: string) =>
  t.request({
    method: 'GET',
    url: `/api/ferias/${id}/avisos${texto === undefined ? '' : `?texto=${encodeURIComponent(texto)}`}`,
    cookie,
  });

test('"Avisar a todos" lista los pedidos web no anulados de la feria, con el texto y su enlace', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(5), lugar: 'Plaza' });
  const p = await insertProduct(db, { stock: 10 });
  const a = await placeOrder(p.id, { nombre: 'Ana', celular: '342-5551234' });
  const b = await placeOrder(p.id, { nombre: 'Beto', celular: 'abc' });
  const anulado = await placeOrder(p.id);
  await db.update(sales).set({ estado: 'Anulado' }).where(eq(sales.id, anulado));
  await insertSale(db, { canal: 'pos' });
  const { cookie } = await t.signIn('admin');
  const res = await avisos(feria.id, cookie, '  Llueve: la feria es bajo techo  ');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.feria).toEqual({ id: feria.id, fecha: feria.fecha, lugar: 'Plaza' });
  expect(body.avisos.map((x: { pedidoId: number }) => x.pedidoId)).toEqual([a, b]);
  const [first, second] = body.avisos;
  expect(first).toMatchObject({ pedidoId: a, cliente: 'Ana', celular: '342-5551234' });
  expect(first.texto).toMatch(
    new RegExp(`^Llueve: la feria es bajo techo\\nTu pedido #${a}: ${ORIGIN}/pedido/${a}\\?t=`),
  );
  expect(first.url).toBe(`https://wa.me/5493425551234?text=${encodeURIComponent(first.texto)}`);
  expect(first.url).toContain('%0A');
  expect(second).toMatchObject({ pedidoId: b, cliente: 'Beto', celular: 'abc', url: null });
  // The same token as the order's own notice link.
  const single = await link(a, cookie);
  expect(first.texto.endsWith(single.json().texto.slice(single.json().texto.indexOf('http')))).toBe(
    true,
  );
});

test('el texto es obligatorio y de hasta 500 caracteres; feria desconocida 404; solo admin', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(5) });
  const { cookie } = await t.signIn('admin');
  for (const texto of [undefined, '', '   ']) {
    const res = await avisos(feria.id, cookie, texto);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(WA_MSG.textoRequerido);
  }
  const long = await avisos(feria.id, cookie, 'x'.repeat(501));
  expect(long.statusCode).toBe(400);
  expect(long.json().error).toBe(WA_MSG.textoLargo);
  expect((await avisos(feria.id, cookie, 'x'.repeat(500))).statusCode).toBe(200);
  const twice = await t.request({
    method: 'GET',
    url: `/api/ferias/${feria.id}/avisos?texto=a&texto=b`,
    cookie,
  });
  expect(twice.statusCode).toBe(400);
  for (const id of [999999, 'x']) {
    const res = await avisos(id, cookie, 'hola');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(FERIA_MSG.feriaNoEncontrada);
  }
  const seller = await t.signIn('seller');
  expect((await avisos(feria.id, seller.cookie, 'hola')).statusCode).toBe(403);
});

test('tras cancelar con moverA, la feria cancelada lista los pedidos movidos con el texto listo', async () => {
  const db = t.database.db;
  const lluvia = await insertFeria(db, { fecha: '2030-12-05', lugar: 'Plaza' });
  const otra = await insertFeria(db, {
    fecha: '2030-12-12',
    lugar: 'Parque',
    desde: '09:00',
    hasta: '13:00',
  });
  const p = await insertProduct(db, { stock: 10 });
  const a = await placeOrder(p.id, { nombre: 'Ana', feriaId: undefined });
  await db.update(sales).set({ feriaId: lluvia.id }).where(eq(sales.id, a));
  const { cookie } = await t.signIn('admin');
  const cancel = await t.request({
    method: 'POST',
    url: `/api/ferias/${lluvia.id}/cancelar`,
    payload: { moverA: otra.id },
    cookie,
  });
  expect(cancel.statusCode).toBe(200);
  const res = await avisos(lluvia.id, cookie);
  expect(res.statusCode).toBe(200);
  const [aviso] = res.json().avisos;
  expect(aviso.pedidoId).toBe(a);
  expect(aviso.texto).toMatch(
    new RegExp(
      `^Hola Ana: la feria del 05/12 en Plaza se suspendió\\. Tu pedido #${a} pasa a la feria del 12/12 en Parque, de 09:00 a 13:00\\. Ver tu pedido: ${ORIGIN}/pedido/${a}\\?t=[A-Za-z0-9_-]{43}$`,
    ),
  );
  const general = await avisos(lluvia.id, cookie, 'Perdón');
  expect(general.json().avisos[0].texto).toMatch(new RegExp(`^Perdón\\nTu pedido #${a}: `));
  // The target feria lists it as its own order too.
  expect((await avisos(otra.id, cookie, 'Hola')).json().avisos).toHaveLength(1);
});
