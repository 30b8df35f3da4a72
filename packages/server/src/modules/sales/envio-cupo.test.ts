// MARKET §14 "Cupo per zone and feria": of simultaneous checkouts for a zone's last places exactly
// as many succeed as there are places, the rest get the 409 and take nothing; annulling an order
// frees its place at once. Each checkout comes from its own address and e-mail, so only the zone's
// lock makes them wait for each other. Runs on PGlite and again on PostgreSQL, where they contend.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, outboxCount, saleCount, stockOf, webOrder } from '../../../test/support/sales.ts';
import { envioZonas } from '../../db/schema.ts';

const t = buildTestApp({ TRUST_PROXY: '1' });

async function insertZona(cupo: number) {
  const [row] = await t.database.db
    .insert(envioZonas)
    .values({
      nombre: 'Centro',
      nombreClave: 'centro',
      barrios: ['Centro'],
      costoCents: 150_000,
      minimo: 0,
      cupo,
    })
    .returning();
  return row!;
}

let n = 0;
const checkout = (productId: number, extra: Record<string, unknown> = {}) => {
  n++;
  return t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    headers: { 'x-forwarded-for': `198.51.100.${n % 250}` },
    payload: webOrder([{ id: productId, cantidad: 1 }], {
      envio: 'envio',
      cliente: { ...CLIENTE, correo: `cupo${n}@example.com`, barrio: 'Centro' },
      ...extra,
    }),
  });
};

const lugares = async () =>
  (await t.request({ method: 'GET', url: '/api/envios' })).json().zonas[0].lugares;

test('5 pedidos a la vez por los 2 últimos lugares: 2 entran, 3 reciben el 409 y no toman nada', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: '2099-12-05' });
  await insertZona(2);
  const p = await insertProduct(db, { stock: 20 });
  const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(p.id)));
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes).toEqual([201, 201, 409, 409, 409]);
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.json()).toEqual({ error: 'No quedan lugares de envío para Centro el 05/12' });
  }
  expect(await saleCount(db)).toBe(2);
  expect(await stockOf(db, p.id)).toBe(18);
  expect(await outboxCount(db)).toBe(4); // two mails for each order placed, none for the refused
  expect(await lugares()).toEqual([{ feriaId: feria.id, fecha: '2099-12-05', quedan: 0 }]);
});

test('anular un pedido libera su lugar en el acto; Retiro no ocupa lugar', async () => {
  const db = t.database.db;
  await insertFeria(db);
  await insertZona(1);
  const p = await insertProduct(db, { stock: 20 });
  expect((await checkout(p.id, { envio: 'retiro' })).statusCode).toBe(201);
  const first = await checkout(p.id);
  expect(first.statusCode).toBe(201);
  expect((await checkout(p.id)).statusCode).toBe(409);
  const { cookie } = await t.signIn('admin');
  const annul = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${first.json().id}/changestate/Anulado`,
    cookie,
  });
  expect(annul.statusCode).toBe(200);
  expect((await lugares())[0].quedan).toBe(1);
  expect((await checkout(p.id)).statusCode).toBe(201);
  expect((await checkout(p.id)).statusCode).toBe(409);
});

test('el cupo es por feria: la feria siguiente tiene sus propios lugares', async () => {
  const db = t.database.db;
  const near = await insertFeria(db, { fecha: '2099-12-05' });
  const next = await insertFeria(db, { fecha: '2099-12-12' });
  await insertZona(1);
  const p = await insertProduct(db, { stock: 20 });
  expect((await checkout(p.id, { feriaId: near.id })).statusCode).toBe(201);
  expect((await checkout(p.id, { feriaId: near.id })).statusCode).toBe(409);
  const other = await checkout(p.id, { feriaId: next.id });
  expect(other.statusCode).toBe(201);
  expect(await lugares()).toEqual([
    { feriaId: near.id, fecha: '2099-12-05', quedan: 0 },
    { feriaId: next.id, fecha: '2099-12-12', quedan: 0 },
  ]);
});
