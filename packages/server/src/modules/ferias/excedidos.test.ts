// MARKET §14 "Cancelling a feria with moverA": its Envío orders move even past the destination's
// cupo, and the answer names the moved ones that put a zone over it (`excedidos`), in id order:
// the orders already there keep their places. Orders of a zone without cupo never count.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { envioZonas } from '../../db/schema.ts';

const t = buildTestApp({ TRUST_PROXY: '1' });

async function zona(nombre: string, cupo: number | null) {
  const [row] = await t.database.db
    .insert(envioZonas)
    .values({
      nombre,
      nombreClave: nombre.toLowerCase(),
      barrios: [nombre],
      costoCents: 100_000,
      minimo: 0,
      cupo,
    })
    .returning();
  return row!;
}

let n = 0;
async function order(productId: number, feriaId: number, barrio: string) {
  n++;
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    headers: { 'x-forwarded-for': `198.51.100.${n}` },
    payload: webOrder([{ id: productId, cantidad: 1 }], {
      envio: 'envio',
      feriaId,
      cliente: { ...CLIENTE, correo: `exc${n}@example.com`, barrio },
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

test('cancelar con moverA pasa los envíos aunque superen el cupo y nombra los que lo superan', async () => {
  const db = t.database.db;
  const lluvia = await insertFeria(db, { fecha: '2099-12-05', lugar: 'Plaza' });
  const destino = await insertFeria(db, { fecha: '2099-12-12', lugar: 'Parque' });
  await zona('Centro', 3);
  await zona('Sur', null);
  const p = await insertProduct(db, { stock: 50 });
  // Two already there keep their places; of the three moved, one fits the cupo of 3.
  await order(p.id, destino.id, 'Centro');
  await order(p.id, destino.id, 'Centro');
  const a = await order(p.id, lluvia.id, 'Centro');
  const b = await order(p.id, lluvia.id, 'Centro');
  const c = await order(p.id, lluvia.id, 'Centro');
  await order(p.id, lluvia.id, 'Sur'); // no cupo: never over
  const admin = await t.signIn('admin');
  const res = await t.request({
    method: 'POST',
    url: `/api/ferias/${lluvia.id}/cancelar`,
    cookie: admin.cookie,
    payload: { moverA: destino.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    id: lluvia.id,
    estado: 'cancelada',
    movidos: 4,
    excedidos: [
      { saleId: b, zona: 'Centro' },
      { saleId: c, zona: 'Centro' },
    ],
  });
  expect(a).toBeLessThan(b);
  // The destination shows no place left for Centro; the moved orders are all there.
  const zonas = (await t.request({ method: 'GET', url: '/api/envios' })).json().zonas;
  const centro = zonas.find((z: { nombre: string }) => z.nombre === 'Centro');
  expect(centro.lugares.find((l: { feriaId: number }) => l.feriaId === destino.id).quedan).toBe(0);
});
