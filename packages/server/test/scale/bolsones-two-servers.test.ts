// MARKET §9: "on two servers at once, creates nothing more". Two real server processes on one
// PostgreSQL each generate at start, and the admin asks both at the same moment as well: every
// subscription still has exactly one order for its feria, kept by the database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { suscripciones, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/shared/password.ts';
import { testDbKind } from '../support/database.ts';
import { inDays, insertFeria } from '../support/ferias.ts';
import { insertProduct } from '../support/fixtures.ts';
import { call, killAll, signInAdmin, type TwoServers, twoServers } from '../support/processes.ts';
import { createStore } from '../support/stores.ts';

afterAll(killAll);

const SUBSCRIPTIONS = 6;

describe.runIf(testDbKind === 'postgres')('bolsones con dos procesos sobre una base', () => {
  test('dos servidores generando a la vez: un solo pedido por suscripción y feria', async () => {
    const store = await createStore('postgres');
    let shop: TwoServers | null = null;
    const database = await store.open();
    try {
      const db = database.db;
      // The first admin is made at start-up only in an empty shop; this one already has customers.
      await db.insert(users).values({
        id: randomUUID(),
        email: 'admin@feria.local',
        nombre: 'Administración',
        rol: 'admin',
        passwordHash: await hashPassword('admin-escala-clave'),
        emailConfirmado: true,
      });
      const feria = await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
      const bolson = await insertProduct(db, { nombre: 'Bolsón', stock: 100, suscribible: true });
      for (let i = 0; i < SUBSCRIPTIONS; i++) {
        const id = randomUUID();
        await db
          .insert(users)
          .values({ id, email: `familia-${i}@correo.test`, nombre: `Familia ${i}`, rol: 'user' });
        await db.insert(suscripciones).values({
          userId: id,
          productId: bolson.id,
          cantidad: 1,
          frecuencia: 'semanal',
          envio: 'Retiro',
          lugar: 'Plaza Pueyrredón',
          formaPago: 'efectivo',
        });
      }
      shop = await twoServers(() => store.env);
      const [a, b] = shop.servers;
      const cookie = await signInAdmin(a);
      const answers = await Promise.all(
        [a, b, a, b].map((s) => call(s, 'POST', '/api/suscripciones/generar', {}, cookie)),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      // The start-up runs may still be going: wait until every subscription has its order.
      const counts = async () =>
        rowsOf<{ pedidos: number; suscripciones: number; stock: number }>(
          await db.execute(sql`
            select count(*)::int as pedidos,
              count(distinct suscripcion_id)::int as suscripciones,
              (select stock from products where id = ${bolson.id}) as stock
            from sales where suscripcion_id is not null and feria_id = ${feria.id}`),
        )[0];
      await vi.waitFor(async () => expect((await counts())?.suscripciones).toBe(SUBSCRIPTIONS), {
        timeout: 30_000,
        interval: 250,
      });
      await shop.stop();
      expect(await counts()).toEqual({
        pedidos: SUBSCRIPTIONS,
        suscripciones: SUBSCRIPTIONS,
        stock: 100 - SUBSCRIPTIONS,
      });
    } finally {
      await shop?.stop();
      await database.close();
      await store.remove();
    }
  }, 240_000);
});
