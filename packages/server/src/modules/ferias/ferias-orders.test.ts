import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import { saleCreateSchema } from '@feria/domain/schemas/sale';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { saleCount, webOrder } from '../../../test/support/sales.ts';
import { auditLog, ferias, mailOutbox, sales } from '../../db/schema.ts';
import { createSale } from '../sales/service.ts';

const t = buildTestApp();

const order = (productId: number, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: productId, cantidad: 2 }], extra),
  });

test('un pedido sin feriaId va a la próxima feria abierta; sin ninguna abierta, a ninguna', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 50 });
  const none = await order(p.id);
  expect(none.json().feria).toBeNull();
  await insertFeria(db, { fecha: inDays(14) });
  const later = await insertFeria(db, { fecha: inDays(7), desde: '15:00', hasta: '19:00' });
  const next = await insertFeria(db, { fecha: inDays(7), desde: '09:00' });
  await insertFeria(db, { fecha: inDays(2), cierre: new Date(Date.now() - 1000) }); // closed
  const res = await order(p.id);
  expect(res.statusCode).toBe(201);
  expect(res.json().feria).toEqual({ id: next.id, fecha: next.fecha, lugar: next.lugar });
  const chosen = await order(p.id, { feriaId: later.id });
  expect(chosen.json().feria.id).toBe(later.id);
  const [row] = await db.select().from(sales).where(eq(sales.id, chosen.json().id));
  expect(row?.feriaId).toBe(later.id);
});

test('una feria inexistente o cancelada es 400, una cerrada 409, y no se vende nada', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const cancelled = await insertFeria(db, { estado: 'cancelada' });
  const closed = await insertFeria(db, { fecha: inDays(1), cierre: new Date(Date.now() - 1) });
  for (const feriaId of [9999, cancelled.id, 0, MAX_INT32 + 1, 'x']) {
    const res = await order(p.id, { feriaId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FERIA_MSG.feriaNoExiste);
  }
  const late = await order(p.id, { feriaId: closed.id });
  expect(late.statusCode).toBe(409);
  expect(late.json().error).toBe(FERIA_MSG.feriaCerrada);
  expect(await saleCount(db)).toBe(0);
});

test('el pedido en el último segundo antes del cierre entra; uno un segundo después, no', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const feria = await insertFeria(db, { fecha: inDays(3) });
  const input = saleCreateSchema.parse(
    webOrder([{ id: p.id, cantidad: 1 }], { feriaId: feria.id }),
  );
  const at = (ms: number) =>
    createSale(db, t.config, {
      input,
      user: null,
      idempotencyKey: null,
      moment: new Date(feria.cierre.getTime() + ms),
    });
  const lastSecond = await at(-1000);
  expect(lastSecond.ok).toBe(true);
  expect(await at(0)).toEqual({ ok: false, reason: 'feria-closed' });
  expect(await at(1000)).toEqual({ ok: false, reason: 'feria-closed' });
  expect(await saleCount(db)).toBe(1);
});

test('una venta del puesto va a la feria programada del día de su momento', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const hoy = await insertFeria(db, { fecha: inDays(0), cierre: new Date(Date.now() - 60_000) });
  const { cookie } = await t.signIn('seller');
  const payload = {
    canal: 'pos',
    productos: [{ id: p.id, cantidad: 1 }],
    formaPago: 'qr',
    envio: 'retiro',
    cliente: { nombre: 'Cliente del puesto' },
  };
  const res = await t.request({ method: 'POST', url: '/api/sheets/sale', payload, cookie });
  expect(res.statusCode).toBe(201);
  expect(res.json().feria?.id).toBe(hoy.id);
  // A sale whose moment was yesterday has no feria.
  const input = saleCreateSchema.parse(payload);
  const yesterday = await createSale(db, t.config, {
    input,
    user: null,
    idempotencyKey: null,
    moment: new Date(Date.now() - 86_400_000),
  });
  expect(yesterday.ok && (yesterday.body as { feria: unknown }).feria).toBeNull();
});

test('Preparación: productos por marca, pedidos, caja por medio; CSV; todos Listo con correo', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(0), cierre: new Date(Date.now() + 60_000) });
  const miel = await insertProduct(db, { nombre: 'Miel', marca: 'Apícola Sauce', precio: 1000 });
  const pan = await insertProduct(db, { nombre: 'Pan', marca: 'Panadería Luz', precio: 500 });
  await order(miel.id);
  const transfer = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder(
      [
        { id: miel.id, cantidad: 1 },
        { id: pan.id, cantidad: 3 },
      ],
      { formaPago: 'transferencia', envio: 'envio' },
    ),
  });
  const { cookie } = await t.signIn('admin');
  // The transfer arrived; the cash order is still to be paid at the stall (MARKET §7).
  await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${transfer.json().id}/cobro`,
    cookie,
    payload: { cobrado: true },
  });
  await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: {
      canal: 'pos',
      productos: [{ id: pan.id, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: 'Puesto' },
    },
  });
  const res = await t.request({
    method: 'GET',
    url: `/api/ferias/${feria.id}/preparacion`,
    cookie,
  });
  expect(res.statusCode).toBe(200);
  const prep = res.json();
  expect(prep.productos).toEqual([
    expect.objectContaining({ nombre: 'Miel', marca: 'Apícola Sauce', cantidad: 3, pedidos: 2 }),
    expect.objectContaining({ nombre: 'Pan', marca: 'Panadería Luz', cantidad: 3, pedidos: 1 }),
  ]);
  expect(prep.pedidos).toHaveLength(2);
  // Only the money that came in: the unpaid cash order (2000.00) is not takings yet.
  expect(prep.caja).toEqual({
    porMedio: {
      efectivo: '500.00',
      transferencia: '2500.00',
      qr: '0.00',
      tarjetaDebito: '0.00',
      tarjetaCredito: '0.00',
      mercadopago: '0.00',
    },
    web: '2500.00',
    puesto: '500.00',
    total: '3000.00',
  });
  expect(prep.pedidos.map((p: { cobro: { estado: string } }) => p.cobro.estado)).toEqual([
    'pendiente',
    'cobrado',
  ]);
  // The sales are read as the database's JSON (issue 36): the cobro's moment still ISO, UTC, ms.
  const [paid] = await db.select().from(sales).where(eq(sales.id, transfer.json().id));
  expect(prep.pedidos[1].cobro).toEqual({
    estado: 'cobrado',
    medio: 'transferencia',
    fecha: paid!.cobroFecha!.toISOString(),
    comprobante: null,
    mercadoPago: null,
  });
  expect(prep.pedidos[1].lineas[1]).toEqual({
    idProducto: pan.id,
    nombre: 'Pan',
    marca: 'Panadería Luz',
    medida: pan.medida,
    cantidad: 3,
    precio: '500.00',
    subtotal: '1500.00',
    unidad: 'unidad',
  });
  const list = await t.request({ method: 'GET', url: '/api/ferias', cookie });
  expect(list.json()[0]).toMatchObject({ id: feria.id, pedidos: 2, total: '4500.00' });

  const csv = await t.request({
    method: 'GET',
    url: `/api/ferias/${feria.id}/preparacion.csv`,
    cookie,
  });
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.body.startsWith('\uFEFFPedido;Cliente')).toBe(true);
  expect(csv.body).toContain(';Panadería Luz;Pan;');
  expect(csv.body).toContain(';3;500,00;1500,00\r\n');

  const mailsBefore = (await db.select().from(mailOutbox)).length;
  const ready = await t.request({ method: 'POST', url: `/api/ferias/${feria.id}/listos`, cookie });
  expect(ready.json()).toEqual({ actualizados: 2 });
  const estados = (await db.select().from(sales)).map((s) => [s.canal, s.estado]).sort();
  expect(estados).toEqual([
    ['pos', 'Entregado'],
    ['web', 'Listo'],
    ['web', 'Listo'],
  ]);
  const mails = await db.select().from(mailOutbox);
  expect(mails.length).toBe(mailsBefore + 2);
  expect(mails.at(-1)?.text).toContain('LISTO');
  const audit = await db.select().from(auditLog).where(eq(auditLog.accion, 'feria.listos'));
  expect(audit).toHaveLength(1);
  expect((await db.select().from(ferias))[0]?.estado).toBe('programada');
  const missing = await t.request({ method: 'GET', url: '/api/ferias/77/preparacion', cookie });
  expect(missing.statusCode).toBe(404);
});

test('la confirmación nombra la feria y, por transferencia, trae los datos y el total', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(4) });
  const p = await insertProduct(db, { precio: 6500 });
  await order(p.id, { formaPago: 'transferencia' });
  const [toCustomer] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, 'martina@example.com'));
  expect(toCustomer?.text).toContain(`Retirás tu pedido en ${feria.lugar} (${feria.direccion})`);
  expect(toCustomer?.text).toContain(`Alias: ${t.config.TRANSFER_ALIAS}`);
  expect(toCustomer?.text).toContain(`CBU: ${t.config.TRANSFER_CBU}`);
  expect(toCustomer?.text).toContain('Total a transferir: $\u00a013.000,00');
});
