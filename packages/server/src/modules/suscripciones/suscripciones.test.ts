import { MSG } from '@feria/domain/messages/shop';
import { SUS_MSG } from '@feria/domain/messages/suscripciones';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { auditLog, mailOutbox, products, sales } from '../../db/schema.ts';

const t = buildTestApp();

async function setup(stock = 10) {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, {
    nombre: 'Bolsón de verduras',
    stock,
    suscribible: true,
    precio: 9000,
  });
  const customer = await t.signIn('user', { celular: '342 555 0101', emailConfirmado: true });
  return { db, feria, bolson, customer };
}

const body = (productoId: number, over: Record<string, unknown> = {}) => ({
  productoId,
  cantidad: 1,
  frecuencia: 'semanal',
  envio: 'Retiro',
  lugar: 'plaza pueyrredon',
  formaPago: 'efectivo',
  ...over,
});

async function subscribe(cookie: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/suscripciones', cookie, payload });
}

async function generate() {
  const admin = await t.signIn('admin');
  const res = await t.request({
    method: 'POST',
    url: '/api/suscripciones/generar',
    cookie: admin.cookie,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { creados: number; sinStock: { suscripcionId: number; feriaId: number }[] };
}

const subOrders = (db: typeof t.database.db, subId: number) =>
  db.select().from(sales).where(eq(sales.suscripcionId, subId));

const stockOf = async (db: typeof t.database.db, id: number) =>
  (await db.select().from(products).where(eq(products.id, id)))[0]?.stock;

describe('POST /api/suscripciones', () => {
  it('subscribes, with the next feria of its place (ignoring case and accents) and its order made at once', async () => {
    const { db, feria, bolson, customer } = await setup();
    const res = await subscribe(customer.cookie, body(bolson.id));
    expect(res.statusCode).toBe(201);
    const sub = res.json();
    expect(sub).toMatchObject({
      productoId: bolson.id,
      nombre: 'Bolsón de verduras',
      lugar: 'Plaza Pueyrredón',
      estado: 'activa',
      proxima: {
        feriaId: feria.id,
        pedidoId: expect.any(Number),
        salteada: false,
        sinStock: false,
      },
    });
    const [order, ...more] = await subOrders(db, sub.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      id: sub.proxima.pedidoId,
      feriaId: feria.id,
      estado: 'Pendiente',
    });
    expect(await stockOf(db, bolson.id)).toBe(9);
    expect(sub.cliente).toBeUndefined();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accion, 'suscripcion.alta'));
    expect(entry?.userId).toBe(customer.uid);
  });

  it('answers every 400 of §9 and changes nothing', async () => {
    const { db, bolson, customer } = await setup();
    const plain = await insertProduct(db, {});
    const hidden = await insertProduct(db, { suscribible: true, publicado: false });
    const cases: [Record<string, unknown>, string][] = [
      [body(plain.id), SUS_MSG.noAdmite],
      [body(hidden.id), SUS_MSG.noAdmite],
      [body(2 ** 31), SUS_MSG.noAdmite], // beyond an id: a 400, never a 500 (the fuzz test found it)
      [body(-(2 ** 31) - 1), SUS_MSG.noAdmite],
      [body(bolson.id, { cantidad: 6 }), SUS_MSG.cantidad],
      [body(bolson.id, { cantidad: 0 }), SUS_MSG.cantidad],
      [body(bolson.id, { frecuencia: 'mensual' }), SUS_MSG.frecuencia],
      [body(bolson.id, { lugar: '' }), SUS_MSG.lugarRequerido],
      [body(bolson.id, { lugar: 'Plaza Colón' }), SUS_MSG.lugarSinFerias],
      [body(bolson.id, { envio: 'Envío', lugar: null }), SUS_MSG.direccionRequerida],
      [body(bolson.id, { formaPago: 'qr' }), SUS_MSG.formaPago],
      [body(bolson.id, { formaPago: 'mercadopago' }), SUS_MSG.formaPago], // Mercado Pago is off
    ];
    for (const [payload, message] of cases) {
      const res = await subscribe(customer.cookie, payload);
      expect([res.statusCode, res.json().error]).toEqual([400, message]);
    }
    const list = await t.request({
      method: 'GET',
      url: '/api/suscripciones',
      cookie: customer.cookie,
    });
    expect(list.json()).toEqual([]);
  });

  it('401 without a session, 409 past 5 subscriptions (also at once)', async () => {
    const { db, bolson, customer } = await setup();
    // Three bolsones, so 7 subscriptions stay under BOLSONES_POR_CUENTA (3 units of each).
    const more = [
      await insertProduct(db, { suscribible: true, stock: 10 }),
      await insertProduct(db, { suscribible: true, stock: 10 }),
    ];
    const ids = [bolson.id, ...more.map((p) => p.id)];
    const anon = await t.request({
      method: 'POST',
      url: '/api/suscripciones',
      payload: body(bolson.id),
    });
    expect([anon.statusCode, anon.json().error]).toEqual([401, SUS_MSG.ingresa]);
    const all = await Promise.all(
      Array.from({ length: 7 }, (_, i) => subscribe(customer.cookie, body(ids[i % 3]!))),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = all.filter((r) => r.statusCode === 409);
    expect(refused.map((r) => r.json().error)).toEqual([SUS_MSG.limite, SUS_MSG.limite]);
    const [first] = all.filter((r) => r.statusCode === 201);
    await t.request({
      method: 'POST',
      url: `/api/suscripciones/${first!.json().id}/cancelar`,
      cookie: customer.cookie,
    });
    expect((await subscribe(customer.cookie, body(first!.json().productoId))).statusCode).toBe(201);
  });
});

describe('reading and changing', () => {
  it("someone else's is 404; the admin sees all with cliente and ?estado", async () => {
    const { bolson, customer } = await setup();
    const sub = (await subscribe(customer.cookie, body(bolson.id))).json();
    const other = await t.signIn('user');
    for (const [method, url] of [
      ['GET', `/api/suscripciones/${sub.id}`],
      ['PUT', `/api/suscripciones/${sub.id}`],
      ['POST', `/api/suscripciones/${sub.id}/pausar`],
      ['POST', `/api/suscripciones/${sub.id}/saltear`],
      ['GET', '/api/suscripciones/99999'],
      ['GET', '/api/suscripciones/abc'],
    ] as const) {
      const res = await t.request({
        method,
        url,
        cookie: other.cookie,
        payload: method === 'GET' ? undefined : { feriaId: 1, saltear: true },
      });
      expect([url, res.statusCode, res.json().error]).toEqual([url, 404, SUS_MSG.noEncontrada]);
    }
    const anon = await t.request({ method: 'GET', url: '/api/suscripciones' });
    expect([anon.statusCode, anon.json().error]).toEqual([401, SUS_MSG.ingresa]);
    expect(
      (await t.request({ method: 'POST', url: '/api/suscripciones/generar', cookie: other.cookie }))
        .statusCode,
    ).toBe(403);
    const admin = await t.signIn('admin');
    const all = (
      await t.request({
        method: 'GET',
        url: '/api/suscripciones?estado=activa',
        cookie: admin.cookie,
      })
    ).json();
    expect(all).toHaveLength(1);
    expect(all[0].cliente).toMatchObject({ nombre: 'Prueba user', celular: '342 555 0101' });
    const paused = await t.request({
      method: 'GET',
      url: '/api/suscripciones?estado=pausada',
      cookie: admin.cookie,
    });
    expect(paused.json()).toEqual([]);
  });

  it('PUT changes what is sent; the 400s; 409 once cancelled', async () => {
    const { bolson, customer } = await setup();
    const sub = (await subscribe(customer.cookie, body(bolson.id))).json();
    const url = `/api/suscripciones/${sub.id}`;
    const put = (payload: Record<string, unknown>) =>
      t.request({ method: 'PUT', url, cookie: customer.cookie, payload });
    const changed = await put({ cantidad: 2, envio: 'Envío', direccion: 'Bv. Gálvez 1500' });
    expect(changed.json()).toMatchObject({
      cantidad: 2,
      envio: 'Envío',
      lugar: null,
      direccion: 'Bv. Gálvez 1500',
      frecuencia: 'semanal',
    });
    expect((await put({ cantidad: 9 })).json().error).toBe(SUS_MSG.cantidad);
    expect((await put({ envio: 'Retiro', lugar: 'Nowhere' })).json().error).toBe(
      SUS_MSG.lugarSinFerias,
    );
    expect((await put({ frecuencia: 'x' })).json().error).toBe(SUS_MSG.frecuencia);
    await t.request({ method: 'POST', url: `${url}/cancelar`, cookie: customer.cookie });
    const after = await put({ cantidad: 1 });
    expect([after.statusCode, after.json().error]).toEqual([409, SUS_MSG.cancelada]);
    for (const action of ['pausar', 'reanudar', 'cancelar']) {
      const res = await t.request({
        method: 'POST',
        url: `${url}/${action}`,
        cookie: customer.cookie,
      });
      expect([res.statusCode, res.json().error]).toEqual([409, SUS_MSG.cancelada]);
    }
    const audits = await t.database.db.select({ accion: auditLog.accion }).from(auditLog);
    expect(audits.map((a) => a.accion)).toEqual(
      expect.arrayContaining(['suscripcion.cambio', 'suscripcion.baja']),
    );
  });
});

describe('generation', () => {
  it('makes exactly one web order, however many runs at once (subscribing included)', async () => {
    const { db, feria, bolson, customer } = await setup();
    const payload = body(bolson.id, { cantidad: 2, formaPago: 'transferencia' });
    const [made, ...runs] = await Promise.all([
      subscribe(customer.cookie, payload),
      generate(),
      generate(),
      generate(),
    ]);
    expect(made.statusCode).toBe(201);
    const sub = made.json();
    expect(runs.reduce((n, r) => n + r.creados, 0)).toBeLessThanOrEqual(1);
    expect((await generate()).creados).toBe(0);
    const [order, ...more] = await subOrders(db, sub.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      feriaId: feria.id,
      canal: 'web',
      estado: 'Pendiente',
      envio: 'retiro',
      formaPago: 'transferencia',
      userId: customer.uid,
      clienteCelular: '342 555 0101',
    });
    expect(await stockOf(db, bolson.id)).toBe(8);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, order!.clienteCorreo));
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Tu bolsón para la feria del \S+ \d\d\/\d\d$/),
    ]);
    expect(mails[0]!.text).toContain('Ver tu pedido: http://localhost:3000/pedido/');
    const seen = (
      await t.request({
        method: 'GET',
        url: `/api/suscripciones/${sub.id}`,
        cookie: customer.cookie,
      })
    ).json();
    expect(seen.proxima).toMatchObject({ feriaId: feria.id, pedidoId: order!.id });
    const admin = await t.signIn('admin');
    const detail = await t.request({
      method: 'GET',
      url: `/api/sheets/sale/${order!.id}`,
      cookie: admin.cookie,
    });
    expect(detail.json().suscripcionId).toBe(sub.id);
    const prep = await t.request({
      method: 'GET',
      url: `/api/ferias/${feria.id}/preparacion`,
      cookie: admin.cookie,
    });
    expect(prep.json().pedidos).toEqual([expect.objectContaining({ id: order!.id, bolson: true })]);
  });

  it('no stock: no order, sinStock, one mail per feria; stock added later makes it', async () => {
    const { db, feria, bolson, customer } = await setup(0);
    const sub = (await subscribe(customer.cookie, body(bolson.id))).json();
    expect(sub.proxima).toMatchObject({ pedidoId: null, sinStock: true });
    expect((await generate()).sinStock).toEqual([{ suscripcionId: sub.id, feriaId: feria.id }]);
    expect((await generate()).sinStock).toHaveLength(1);
    expect(await subOrders(db, sub.id)).toEqual([]);
    const seen = (
      await t.request({
        method: 'GET',
        url: `/api/suscripciones/${sub.id}`,
        cookie: customer.cookie,
      })
    ).json();
    expect(seen.proxima.sinStock).toBe(true);
    const told = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, SUS_MSG.sinStockAsunto));
    expect(told).toHaveLength(1);
    await db.update(products).set({ stock: 3 }).where(eq(products.id, bolson.id));
    expect((await generate()).creados).toBe(1);
    const again = (
      await t.request({
        method: 'GET',
        url: `/api/suscripciones/${sub.id}`,
        cookie: customer.cookie,
      })
    ).json();
    expect(again.proxima).toMatchObject({ sinStock: false, pedidoId: expect.any(Number) });
  });

  it('saltear annuls the order (stock back); undoing makes it again at once; 400 and 409', async () => {
    const { db, feria, bolson, customer } = await setup();
    const sub = (await subscribe(customer.cookie, body(bolson.id))).json();
    expect((await generate()).creados).toBe(0);
    expect(await stockOf(db, bolson.id)).toBe(9);
    const url = `/api/suscripciones/${sub.id}/saltear`;
    const skip = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url, cookie: customer.cookie, payload });
    const skipped = await skip({ feriaId: feria.id, saltear: true });
    expect(skipped.json().proxima).toMatchObject({ salteada: true, pedidoId: null });
    expect(await stockOf(db, bolson.id)).toBe(10);
    const [annulled] = await subOrders(db, sub.id);
    expect(annulled?.estado).toBe('Anulado');
    expect((await generate()).creados).toBe(0);
    const undone = (await skip({ feriaId: feria.id, saltear: false })).json();
    expect(undone.proxima).toMatchObject({ salteada: false, pedidoId: expect.any(Number) });
    expect(undone.proxima.pedidoId).not.toBe(annulled?.id);
    expect((await generate()).creados).toBe(0);
    expect(await stockOf(db, bolson.id)).toBe(9);

    const elsewhere = await insertFeria(db, { fecha: inDays(4), lugar: 'Plaza Colón' });
    const wrong = await skip({ feriaId: elsewhere.id, saltear: true });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, SUS_MSG.feriaAjena]);
    const closed = await insertFeria(db, {
      fecha: inDays(10),
      lugar: 'Plaza Pueyrredón',
      cierre: new Date(Date.now() - 60_000),
    });
    const late = await skip({ feriaId: closed.id, saltear: true });
    expect([late.statusCode, late.json().error]).toEqual([409, SUS_MSG.feriaCerrada]);
  });

  it('pausar and cancelar annul the open order with stock back; reanudar makes it again at once', async () => {
    const { db, bolson, customer } = await setup();
    const sub = (await subscribe(customer.cookie, body(bolson.id, { cantidad: 3 }))).json();
    expect(await stockOf(db, bolson.id)).toBe(7);
    const act = (a: string) =>
      t.request({
        method: 'POST',
        url: `/api/suscripciones/${sub.id}/${a}`,
        cookie: customer.cookie,
      });
    expect((await act('pausar')).json()).toMatchObject({ estado: 'pausada', proxima: null });
    expect(await stockOf(db, bolson.id)).toBe(10);
    expect((await generate()).creados).toBe(0);
    const resumed = (await act('reanudar')).json();
    expect(resumed).toMatchObject({ estado: 'activa', proxima: { pedidoId: expect.any(Number) } });
    expect((await generate()).creados).toBe(0);
    expect(await stockOf(db, bolson.id)).toBe(7);
    expect((await act('cancelar')).json().estado).toBe('cancelada');
    expect(await stockOf(db, bolson.id)).toBe(10);
    const live = await db
      .select()
      .from(sales)
      .where(and(eq(sales.suscripcionId, sub.id), eq(sales.estado, 'Pendiente')));
    expect(live).toEqual([]);
    const kinds = (await db.select({ a: auditLog.accion }).from(auditLog)).map((r) => r.a);
    expect(kinds).toEqual(
      expect.arrayContaining(['suscripcion.pausa', 'suscripcion.reanudar', 'suscripcion.baja']),
    );
  });

  it('a feria cancelled with moverA: no second order in the week it moved to', async () => {
    const { db, feria, bolson, customer } = await setup();
    const sub = (await subscribe(customer.cookie, body(bolson.id))).json();
    await generate();
    const target = await insertFeria(db, { fecha: inDays(4), lugar: 'Plaza Pueyrredón' });
    const admin = await t.signIn('admin');
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/ferias/${feria.id}/cancelar`,
      cookie: admin.cookie,
      payload: { moverA: target.id },
    });
    expect(cancelled.json().movidos).toBe(1);
    expect((await generate()).creados).toBe(0);
    const orders = await subOrders(db, sub.id);
    expect(orders.map((o) => o.feriaId)).toEqual([target.id]);
  });

  it('resumen: bolsones per product, skipped and short of stock', async () => {
    const { db, feria, bolson, customer } = await setup(2);
    const other = await t.signIn('user', { emailConfirmado: true });
    const third = await t.signIn('user', { emailConfirmado: true });
    await subscribe(customer.cookie, body(bolson.id, { cantidad: 2 }));
    const skipper = (await subscribe(other.cookie, body(bolson.id))).json();
    await t.request({
      method: 'POST',
      url: `/api/suscripciones/${skipper.id}/saltear`,
      cookie: other.cookie,
      payload: { feriaId: feria.id, saltear: true },
    });
    await subscribe(third.cookie, body(bolson.id));
    await generate();
    const admin = await t.signIn('admin');
    const res = await t.request({
      method: 'GET',
      url: `/api/suscripciones/resumen?feriaId=${feria.id}`,
      cookie: admin.cookie,
    });
    expect(res.json()).toMatchObject({
      feria: { id: feria.id, lugar: 'Plaza Pueyrredón' },
      bolsones: [{ productoId: bolson.id, nombre: 'Bolsón de verduras', cantidad: 2, pedidos: 1 }],
      salteadas: 1,
      sinStock: 1,
    });
    const missing = await t.request({
      method: 'GET',
      url: '/api/suscripciones/resumen?feriaId=999999',
      cookie: admin.cookie,
    });
    expect(missing.statusCode).toBe(404);
    const mine = await t.request({
      method: 'GET',
      url: `/api/suscripciones/resumen?feriaId=${feria.id}`,
      cookie: customer.cookie,
    });
    expect([mine.statusCode, mine.json().error]).toEqual([403, MSG.sinPermisos]);
    const made = await db.select().from(sales).where(isNotNull(sales.suscripcionId));
    expect(made).toHaveLength(1);
  });
});
