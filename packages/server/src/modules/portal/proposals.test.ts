// MARKET §15 "Proposed price": the producer proposes with the product form's precio rules,
// nothing changes for customers until the admin accepts; one pendiente per product; accepting sets
// the price with its history and audit; of two decisions at the same moment exactly one passes.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { portalMarket } from '../../../test/support/portal.ts';
import { auditLog, priceHistory } from '../../db/schema.ts';

const t = buildTestApp();

async function setup() {
  const m = await portalMarket(t);
  const propose = (productId: number, precio: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/productor/productos/${productId}/precio-propuesto`,
      cookie: m.productor.cookie,
      payload: precio === undefined ? {} : { precio },
    });
  const decide = (id: number, how: 'aceptar' | 'rechazar', payload?: object) =>
    t.request({
      method: 'POST',
      url: `/api/precios/propuestas/${id}/${how}`,
      cookie: m.cookie,
      ...(payload ? { payload } : {}),
    });
  const price = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/sheets/data/${id}` })).json().precio as number;
  const audits = async (accion: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.accion, accion))).map(
      (a) => a.detalle,
    );
  return { ...m, propose, decide, price, audits };
}

test('proponer: las reglas del precio en orden, 400 si es el actual, 404 si no es suyo; nada cambia para los clientes', async () => {
  const { propose, acelga, queso, price, audits, get } = await setup();
  const fails = async (precio: unknown, error: string) => {
    const res = await propose(acelga.id, precio);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error });
  };
  await fails(undefined, 'El precio es requerido');
  await fails('abc', 'El precio debe ser un número positivo con hasta dos decimales');
  await fails('0', 'El precio debe ser mayor a 0');
  await fails('10000000.01', 'El precio no puede superar los $ 10.000.000');
  await fails('1000', 'Ese ya es el precio actual');
  expect((await propose(queso.id, '1200')).statusCode).toBe(404);

  const made = await propose(acelga.id, '1,200.50');
  expect(made.statusCode, made.body).toBe(201);
  expect(made.json()).toMatchObject({
    productoId: acelga.id,
    producto: 'Acelga',
    productor: { nombre: 'Granja Los Aromos' },
    precioActual: 1000,
    precio: 1200.5,
    estado: 'pendiente',
    motivo: null,
    resueltaEn: null,
  });
  expect(await price(acelga.id)).toBe(1000);
  expect(await audits('portal.precio_propuesto')).toEqual([
    'Granja Los Aromos: propone Acelga $ 1.000,00 → $ 1.200,50',
  ]);

  // A new one replaces the pendiente; theirs newest first; the product carries the latest.
  const second = await propose(acelga.id, '1300');
  expect(second.statusCode).toBe(201);
  const mine = (await get('/api/productor/propuestas')).json();
  expect(mine.map((p: { estado: string }) => p.estado)).toEqual(['pendiente', 'reemplazada']);
  const productos = (await get('/api/productor/productos')).json();
  expect(productos[0]).toMatchObject({ id: acelga.id, propuesta: { precio: 1300 } });
});

test('aceptar: el precio cambia con su historial y auditoría; rechazar pide motivo y el productor lo ve', async () => {
  const { propose, decide, acelga, price, audits, get, cookie, productor } = await setup();
  const first = (await propose(acelga.id, '1200')).json();
  const list = await t.request({ method: 'GET', url: '/api/precios/propuestas', cookie });
  expect(list.statusCode).toBe(200);
  expect(list.json().map((p: { id: number }) => p.id)).toEqual([first.id]);
  const bad = await t.request({ method: 'GET', url: '/api/precios/propuestas?estado=x', cookie });
  expect(bad.statusCode).toBe(400);

  const ok = await decide(first.id, 'aceptar');
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json()).toMatchObject({ estado: 'aceptada', resueltaEn: expect.any(String) });
  expect(await price(acelga.id)).toBe(1200);
  const history = await t.database.db
    .select()
    .from(priceHistory)
    .where(eq(priceHistory.productId, acelga.id));
  expect(history.map((h) => [h.motivo, h.antesCents, h.despuesCents])).toEqual([
    ['propuesta', 100_000, 120_000],
  ]);
  expect(await audits('precios.propuesta_aceptar')).toEqual([
    'Propuesta de Granja Los Aromos aceptada: Acelga $ 1.000,00 → $ 1.200,00',
  ]);
  expect((await audits('producto.precio')).at(-1)).toContain('$ 1.000,00 → $ 1.200,00');
  const again = await decide(first.id, 'aceptar');
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: 'La propuesta ya fue resuelta' });
  expect((await decide(99999, 'aceptar')).json()).toEqual({ error: 'Propuesta no encontrada' });

  const second = (await propose(acelga.id, '1500')).json();
  for (const [motivo, error] of [
    [undefined, 'Escribí el motivo del rechazo'],
    ['   ', 'Escribí el motivo del rechazo'],
    ['x'.repeat(201), 'El motivo no puede superar los 200 caracteres'],
  ] as const) {
    const res = await decide(second.id, 'rechazar', motivo === undefined ? {} : { motivo });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
  }
  const no = await decide(second.id, 'rechazar', { motivo: 'Muy caro <para> la feria' });
  expect(no.statusCode, no.body).toBe(200);
  expect(no.json()).toMatchObject({ estado: 'rechazada', motivo: 'Muy caro <para> la feria' });
  expect((await get('/api/productor/propuestas')).json()[0]).toMatchObject({
    motivo: 'Muy caro <para> la feria',
  });
  expect(await price(acelga.id)).toBe(1200);

  // Permissions: the producer does not decide, the admin does not propose.
  const asProducer = await t.request({
    method: 'GET',
    url: '/api/precios/propuestas',
    cookie: productor.cookie,
  });
  expect(asProducer.statusCode).toBe(403);
  const asAdmin = await t.request({
    method: 'POST',
    url: `/api/productor/productos/${acelga.id}/precio-propuesto`,
    cookie,
    payload: { precio: '1100' },
  });
  expect(asAdmin.statusCode).toBe(403);
});

test('dos decisiones a la vez sobre una propuesta: una 200, la otra 409, y el precio cambia a lo sumo una vez', async () => {
  const { propose, decide, acelga, price } = await setup();
  for (const other of ['aceptar', 'rechazar'] as const) {
    const p = (await propose(acelga.id, other === 'aceptar' ? '1100' : '1150')).json();
    const before = await price(acelga.id);
    const answers = await Promise.all([
      decide(p.id, 'aceptar'),
      decide(p.id, other, other === 'rechazar' ? { motivo: 'No' } : undefined),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const history = await t.database.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.productId, acelga.id));
    const accepted = answers[0]!.statusCode === 200;
    expect(await price(acelga.id)).toBe(accepted ? p.precio : before);
    expect(history.filter((h) => h.despuesCents === Math.round(p.precio * 100))).toHaveLength(
      accepted ? 1 : 0,
    );
  }
});
