// Generation leaves the event loop a turn between batches (db/client.ts, each PGlite transaction):
// on PGlite a run of many orders was one chain of promises, and no request was read until it ended.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { suscripciones, users } from '../../db/schema.ts';
import { generateOrders } from './generate.ts';

const t = buildTestApp();
const SUBSCRIPTIONS = 12;
const BATCH = 4;

test('mientras genera los pedidos de los bolsones, el servidor sigue atendiendo entre tanda y tanda', async () => {
  const db = t.database.db;
  await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, { nombre: 'Bolsón', stock: 100, suscribible: true });
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    await db.insert(users).values({ id: `u-${i}`, email: `c${i}@correo.com`, nombre: `C ${i}` });
    await db.insert(suscripciones).values({
      userId: `u-${i}`,
      productId: bolson.id,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar: 'plaza pueyrredon',
      formaPago: 'efectivo',
    });
  }
  let done = false;
  let turns = 0;
  const turn = () => {
    turns++;
    if (!done) setImmediate(turn);
  };
  setImmediate(turn);
  const after = { catalogChanged() {}, mailQueued() {} };
  const result = await generateOrders(db, t.config, new Date(), after, {
    first: BATCH,
    next: () => BATCH,
  });
  done = true;
  expect(result.creados).toBe(SUBSCRIPTIONS);
  // At least one turn of the event loop for each batch of orders (a request could be read there).
  expect(turns).toBeGreaterThanOrEqual(SUBSCRIPTIONS / BATCH);
});
