// MARKET §15 "No llevo a esta feria": the mark and its checks in order, audited once; while
// marked, no web order nor customer's change puts the producer's products into that feria (the
// stall still sells them); a mark and an order at the same moment never both pass.
import { weekdayDayMonth } from '@feria/domain/rules/ferias';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { portalMarket } from '../../../test/support/portal.ts';
import { saleCount, stockOf, webOrder } from '../../../test/support/sales.ts';
import { auditLog } from '../../db/schema.ts';

const t = buildTestApp();

let shoppers = 0;
const order = (productId: number, feriaId: number, cantidad = 1) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: productId, cantidad }], {
      feriaId,
      cliente: { ...webOrder([]).cliente, correo: `cliente${++shoppers}@example.com` },
    }),
  });

async function setup() {
  const m = await portalMarket(t);
  const url = (feriaId: number) => `/api/productor/ferias/${feriaId}/no-llevo`;
  const mark = (feriaId: number, method: 'POST' | 'DELETE' = 'POST', cookie = m.productor.cookie) =>
    t.request({ method, url: url(feriaId), cookie });
  const audits = async (accion: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.accion, accion))).map(
      (a) => a.detalle,
    );
  return { ...m, mark, audits };
}

test('marcar y quitar "No llevo": 200 siempre, auditado una vez por cambio; Preparación lo dice', async () => {
  const { mark, audits, cookie, granja } = await setup();
  const feria = await insertFeria(t.database.db, { fecha: inDays(4), lugar: 'Plaza San Martín' });
  const dia = weekdayDayMonth(feria.fecha);
  const first = await mark(feria.id);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toMatchObject({ id: feria.id, noLlevo: true, pedidos: 0 });
  expect((await mark(feria.id)).json()).toMatchObject({ noLlevo: true });
  // Preparación names who does not come (MARKET §15).
  const prep = async () =>
    (await t.request({ method: 'GET', url: `/api/ferias/${feria.id}/preparacion`, cookie })).json();
  expect((await prep()).noVienen).toEqual([{ id: granja.id, nombre: 'Granja Los Aromos' }]);
  expect(await audits('portal.no_llevo')).toEqual([
    `Granja Los Aromos: no lleva a la feria del ${dia} (Plaza San Martín)`,
  ]);
  const back = await mark(feria.id, 'DELETE');
  expect(back.statusCode).toBe(200);
  expect((await prep()).noVienen).toEqual([]);
  expect(back.json()).toMatchObject({ noLlevo: false });
  expect((await mark(feria.id, 'DELETE')).statusCode).toBe(200);
  expect(await audits('portal.no_llevo_quitar')).toEqual([
    `Granja Los Aromos: vuelve a llevar a la feria del ${dia} (Plaza San Martín)`,
  ]);
});

test('404 desconocida, cancelada o pasada; 409 cerrada; 409 "Ya hay 1 pedido" y nada cambia; permisos', async () => {
  const { mark, acelga, cookie } = await setup();
  const db = t.database.db;
  const NO = { error: 'Feria no encontrada' };
  expect((await mark(99999)).json()).toEqual(NO);
  const cancelada = await insertFeria(db, { fecha: inDays(3), estado: 'cancelada' });
  const pasada = await insertFeria(db, { fecha: inDays(-3) });
  for (const id of [99999, cancelada.id, pasada.id]) {
    expect((await mark(id)).statusCode).toBe(404);
    expect((await mark(id, 'DELETE')).statusCode).toBe(404);
  }
  const cerrada = await insertFeria(db, {
    fecha: inDays(1),
    cierre: new Date(Date.now() - 60_000),
  });
  const closed = await mark(cerrada.id);
  expect(closed.statusCode).toBe(409);
  expect(closed.json()).toEqual({ error: 'Los pedidos para esa feria ya cerraron' });

  const feria = await insertFeria(db, { fecha: inDays(5) });
  expect((await order(acelga.id, feria.id)).statusCode).toBe(201);
  const held = await mark(feria.id);
  expect(held.statusCode).toBe(409);
  expect(held.json()).toEqual({
    error: `Ya hay 1 pedido con tus productos para la feria del ${weekdayDayMonth(feria.fecha)}`,
  });
  expect((await order(acelga.id, feria.id)).statusCode).toBe(201);
  expect((await mark(feria.id)).json().error).toMatch(/^Ya hay 2 pedidos con tus productos/);
  expect((await mark(feria.id, 'POST', cookie)).statusCode).toBe(403);
  const anonymous = await t.request({
    method: 'POST',
    url: `/api/productor/ferias/${feria.id}/no-llevo`,
  });
  expect(anonymous.statusCode).toBe(401);
});

test('marcada: el pedido web de esa feria con su producto es 409 y no toma stock; otra feria y el puesto sí', async () => {
  const { mark, acelga, queso, cookie } = await setup();
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(4) });
  const otra = await insertFeria(db, { fecha: inDays(6) });
  expect((await mark(feria.id)).statusCode).toBe(200);
  const before = await saleCount(db);
  const refused = await order(acelga.id, feria.id, 2);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    error: `Acelga no viene a la feria del ${weekdayDayMonth(feria.fecha)}`,
    productId: acelga.id,
  });
  expect(await saleCount(db)).toBe(before);
  expect(await stockOf(db, acelga.id)).toBe(47); // 50 less the market's stall sale of 3
  expect((await order(acelga.id, otra.id)).statusCode).toBe(201);
  expect((await order(queso.id, feria.id)).statusCode).toBe(201); // another producer's

  // A customer's change of an order of that feria: adding it is refused, the order unchanged.
  const mine = await order(queso.id, feria.id);
  const { id, pedido } = mine.json() as { id: number; pedido: string };
  const token = new URL(pedido, 'http://x').searchParams.get('t');
  const change = (productos: unknown) =>
    t.request({ method: 'PUT', url: `/api/pedido/${id}?t=${token}`, payload: { productos } });
  const added = await change([
    { id: queso.id, cantidad: 1 },
    { id: acelga.id, cantidad: 1 },
  ]);
  expect(added.statusCode).toBe(409);
  expect(added.json()).toMatchObject({ productId: acelga.id });
  expect((await change([{ id: queso.id, cantidad: 2 }])).statusCode).toBe(200);

  const stall = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: {
      canal: 'pos',
      productos: [{ id: acelga.id, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: '' },
    },
  });
  expect(stall.statusCode, stall.body).toBe(201);
});

test('una marca y un pedido con sus productos al mismo tiempo: nunca los dos', async () => {
  const { mark, acelga } = await setup();
  for (let round = 0; round < 6; round++) {
    const feria = await insertFeria(t.database.db, { fecha: inDays(3 + round) });
    const [marked, placed] = await Promise.all([mark(feria.id), order(acelga.id, feria.id)]);
    const both = marked.statusCode === 200 && placed.statusCode === 201;
    expect(both, `${marked.body} / ${placed.body}`).toBe(false);
    expect([marked.statusCode, placed.statusCode]).toContain(409);
  }
});

test('los productos dicen a qué ferias no viene su productor (noVieneA), también en la lista guardada', async () => {
  const { mark, acelga, queso } = await setup();
  const feria = await insertFeria(t.database.db, { fecha: inDays(4) });
  const listed = async () => {
    const res = await t.request({ method: 'GET', url: '/api/sheets/data' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; noVieneA: number[] }[];
    return Object.fromEntries(list.map((p) => [p.id, p.noVieneA]));
  };
  expect(await listed()).toMatchObject({ [acelga.id]: [], [queso.id]: [] }); // the copy is made
  expect((await mark(feria.id)).statusCode).toBe(200);
  expect(await listed()).toMatchObject({ [acelga.id]: [feria.id], [queso.id]: [] });
  const one = await t.request({ method: 'GET', url: `/api/sheets/data/${acelga.id}` });
  expect(one.json().noVieneA).toEqual([feria.id]);
  expect((await mark(feria.id, 'DELETE')).statusCode).toBe(200);
  expect(await listed()).toMatchObject({ [acelga.id]: [] });
});
