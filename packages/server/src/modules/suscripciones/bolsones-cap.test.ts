// Security #57 finding 4 (API.md round 5): subscribing needs a confirmed e-mail, and one account
// holds at most BOLSONES_POR_CUENTA units of one bolsón across its subscriptions not cancelled.
import { bolsonesTopeMsg, SIN_CONFIRMAR_MSG } from '@feria/domain/rules/bolsones-cap';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { auditLog, suscripciones } from '../../db/schema.ts';

const t = buildTestApp();
const TOPE = bolsonesTopeMsg(3);

async function setup(emailConfirmado = true) {
  const db = t.database.db;
  await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, { nombre: 'Bolsón', stock: 50, suscribible: true });
  const customer = await t.signIn('user', { emailConfirmado });
  return { bolson, customer };
}

const body = (productoId: number, cantidad = 1) => ({
  productoId,
  cantidad,
  frecuencia: 'semanal',
  envio: 'Retiro',
  lugar: 'Plaza Pueyrredón',
  formaPago: 'efectivo',
});

const subscribe = (cookie: string, productoId: number, cantidad = 1) =>
  t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie,
    payload: body(productoId, cantidad),
  });

const action = (cookie: string, id: number, what: string) =>
  t.request({ method: 'POST', url: `/api/suscripciones/${id}/${what}`, cookie });

const subCount = async () => (await t.database.db.select({ n: count() }).from(suscripciones))[0]!.n;

describe('a confirmed e-mail to subscribe', () => {
  it('403 for an account that never confirmed its e-mail, and nothing is created', async () => {
    const { bolson, customer } = await setup(false);
    const res = await subscribe(customer.cookie, bolson.id);
    expect([res.statusCode, res.json().error]).toEqual([403, SIN_CONFIRMAR_MSG]);
    expect(await subCount()).toBe(0);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });
});

describe('BOLSONES_POR_CUENTA units of one bolsón per account', () => {
  it('counts every subscription not cancelled of that product, paused ones too', async () => {
    const { bolson, customer } = await setup();
    const other = await insertProduct(t.database.db, { stock: 50, suscribible: true });
    const first = await subscribe(customer.cookie, bolson.id, 2);
    expect(first.statusCode).toBe(201);
    await action(customer.cookie, first.json().id, 'pausar');
    const over = await subscribe(customer.cookie, bolson.id, 2);
    expect([over.statusCode, over.json().error]).toEqual([400, TOPE]);
    expect((await subscribe(customer.cookie, bolson.id, 1)).statusCode).toBe(201);
    const more = await subscribe(customer.cookie, bolson.id, 1);
    expect([more.statusCode, more.json().error]).toEqual([400, TOPE]);
    // Another product has its own cap; a cancelled subscription frees its units.
    expect((await subscribe(customer.cookie, other.id, 3)).statusCode).toBe(201);
    await action(customer.cookie, first.json().id, 'cancelar');
    expect((await subscribe(customer.cookie, bolson.id, 2)).statusCode).toBe(201);
    expect(await subCount()).toBe(4);
  });

  it('two subscribes at once cannot pass the cap', async () => {
    const { bolson, customer } = await setup();
    const all = await Promise.all(
      Array.from({ length: 4 }, () => subscribe(customer.cookie, bolson.id, 2)),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = all.filter((r) => r.statusCode === 400);
    expect(refused.map((r) => r.json().error)).toEqual([TOPE, TOPE, TOPE]);
    expect(await subCount()).toBe(1);
  });

  it('PUT cantidad past the cap is 400 and changes nothing; lowering it is fine', async () => {
    const { bolson, customer } = await setup();
    const a = (await subscribe(customer.cookie, bolson.id, 1)).json();
    const b = (await subscribe(customer.cookie, bolson.id, 1)).json();
    const put = (id: number, cantidad: number) =>
      t.request({
        method: 'PUT',
        url: `/api/suscripciones/${id}`,
        cookie: customer.cookie,
        payload: { cantidad },
      });
    const over = await put(a.id, 3);
    expect([over.statusCode, over.json().error]).toEqual([400, TOPE]);
    const both = await Promise.all([put(a.id, 2), put(b.id, 2)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.database.db.select().from(suscripciones);
    expect(rows.map((r) => r.cantidad).sort()).toEqual([1, 2]);
  });
});

describe('reanudar checks the cap again', () => {
  it('400 when the units held would pass it, and the subscription stays paused', async () => {
    const { bolson, customer } = await setup();
    // Rows written straight (as before the cap, or after BOLSONES_POR_CUENTA was lowered).
    const row = (cantidad: number, estado: 'activa' | 'pausada') => ({
      userId: customer.uid,
      productId: bolson.id,
      cantidad,
      frecuencia: 'semanal' as const,
      envio: 'Retiro' as const,
      lugar: 'Plaza Pueyrredón',
      formaPago: 'efectivo' as const,
      estado,
    });
    const [paused] = await t.database.db
      .insert(suscripciones)
      .values([row(3, 'pausada'), row(1, 'activa')])
      .returning();
    const res = await action(customer.cookie, paused!.id, 'reanudar');
    expect([res.statusCode, res.json().error]).toEqual([400, TOPE]);
    const rows = await t.database.db.select().from(suscripciones);
    expect(rows.find((r) => r.id === paused!.id)?.estado).toBe('pausada');
  });
});
