import net, { type AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, ORIGIN } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { notices, WA_PHONE_ID, WA_TOKEN, whatsappEnv } from '../../../test/support/whatsapp.ts';
import { startWhatsappFake, type WhatsappFake } from '../../../test/support/whatsapp-fake.ts';
import { auditLog, whatsappAvisos } from '../../db/schema.ts';
import { sentThisMonth } from './cap.ts';
import { startWhatsappWorker, type WhatsappWorkerOptions } from './worker.ts';

let fake: WhatsappFake;
const env: Record<string, string> = {};
const t = buildTestApp(env);
const TIMEOUT_MS = 400;

beforeAll(async () => {
  fake = await startWhatsappFake();
  Object.assign(env, whatsappEnv(fake.url, TIMEOUT_MS), { SHOP_NAME: 'Feria Verde' });
});
afterAll(() => fake.close());

function worker(
  options: WhatsappWorkerOptions = {},
  over: { tope?: number; apiUrl?: string; perSecond?: number; timeoutMs?: number } = {},
) {
  const whatsapp = {
    ...t.config.whatsapp!,
    ...(over.timeoutMs ? { timeoutMs: over.timeoutMs } : {}),
    ...(over.apiUrl ? { apiUrl: over.apiUrl } : {}),
    ...(over.perSecond ? { perSecond: over.perSecond } : {}),
  };
  const config = {
    ...t.config,
    whatsapp,
    WHATSAPP_TOPE_MENSUAL: over.tope ?? t.config.WHATSAPP_TOPE_MENSUAL,
  };
  return startWhatsappWorker(t.database.db, config, {
    manual: true,
    retryBaseMs: 50,
    log: { warn: () => {} },
    ...options,
  });
}

function reset() {
  fake.received.length = 0;
  fake.answers.length = 0;
  fake.fallback = { kind: 'ok' };
  fake.perSecond = null;
  fake.rateLimited = 0;
}

async function place(nombre = 'Martina Gómez') {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 100, precio: 1234.5 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }], {
      cliente: { ...CLIENTE, nombre, celular: '0342 15 555-1234', avisosWhatsapp: true },
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const rows = (db = t.database.db) =>
  db.select().from(whatsappAvisos).orderBy(asc(whatsappAvisos.id));

const audits = async (accion: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.accion, accion))).map(
    (a) => a.detalle,
  );

test('éxito: la plantilla exacta de MARKET a /{PHONE_NUMBER_ID}/messages, y el aviso queda enviado con su wamid', async () => {
  reset();
  const id = await place('Martina\nGómez');
  const w = worker();
  expect(await w.runOnce()).toBe(1);
  expect(fake.received).toHaveLength(1);
  const [got] = fake.received;
  expect(got?.path).toBe(`/v24.0/${WA_PHONE_ID}/messages`);
  expect(got?.authorization).toBe(`Bearer ${WA_TOKEN}`);
  const enlace = fake.parameters()[0]?.[3] ?? '';
  expect(enlace).toMatch(new RegExp(`^${ORIGIN}/pedido/${id}\\?t=[A-Za-z0-9_-]{43}$`));
  expect(got?.body).toEqual({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '5493425551234',
    type: 'template',
    template: {
      name: 'pedido_recibido',
      language: { code: 'es_AR' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Martina Gómez' },
            { type: 'text', text: String(id) },
            { type: 'text', text: '$ 1.234,50' },
            { type: 'text', text: enlace },
          ],
        },
      ],
    },
  });
  const [row] = await rows();
  expect(row).toMatchObject({ estado: 'enviado', wamid: 'wamid.FAKE1', intentos: 1 });
  // The same link the order page opens with.
  const page = await t.request({ method: 'GET', url: enlace.replace(ORIGIN, '/api') });
  expect(page.statusCode).toBe(200);
  expect(await w.runOnce()).toBe(0);
  expect(fake.received).toHaveLength(1);
  expect(await sentThisMonth(t.database.db)).toBe(1);
});

test('500, 429 y 130429 vuelven a pendiente con esperas que crecen; luego se envía', async () => {
  reset();
  await place();
  fake.answers.push(
    { kind: 'status', status: 500, code: 2, title: 'Service unavailable' },
    { kind: 'status', status: 429, code: 4, title: 'Too many calls' },
    { kind: 'status', status: 400, code: 130429, title: 'Rate limit hit' },
  );
  const w = worker({ retryBaseMs: 400 });
  const waits: number[] = [];
  for (let i = 0; i < 3; i++) {
    await w.runOnce();
    const [row] = await rows();
    expect(row?.estado).toBe('pendiente');
    waits.push(row!.proximoIntento.getTime() - row!.actualizado.getTime());
    expect(await sentThisMonth(t.database.db)).toBe(0);
    // Not due yet: nothing goes.
    await w.runOnce();
    expect(fake.received).toHaveLength(i + 1);
    await new Promise((r) => setTimeout(r, 400 * 2 ** i + 50));
  }
  expect(waits[0]).toBeLessThanOrEqual(5_000);
  expect(waits[1]).toBeGreaterThan(waits[0]!);
  expect(waits[2]).toBeGreaterThan(waits[1]!);
  expect((await rows())[0]?.detalle).toBe('130429: Rate limit hit');
  await w.runOnce();
  expect((await rows())[0]).toMatchObject({ estado: 'enviado', intentos: 4 });
});

test('tras 24 horas reintentando, fallido', async () => {
  reset();
  await place();
  fake.answers.push({ kind: 'status', status: 503, code: 2, title: 'Service unavailable' });
  await worker({ retryForMs: 0 }).runOnce();
  expect((await rows())[0]).toMatchObject({ estado: 'fallido' });
});

test('131026: fallido sin reintento, "código: título" en detalle, auditado, y el lugar del mes vuelve', async () => {
  reset();
  const id = await place();
  fake.answers.push({ kind: 'status', status: 400, code: 131026, title: 'Message undeliverable' });
  const w = worker();
  await w.runOnce();
  const [row] = await rows();
  expect(row).toMatchObject({ estado: 'fallido', detalle: '131026: Message undeliverable' });
  expect(await audits('whatsapp.fallido')).toEqual([
    `Pedido N° ${id}: pedido.recibido: 131026: Message undeliverable`,
  ]);
  expect(await sentThisMonth(t.database.db)).toBe(0);
  await new Promise((r) => setTimeout(r, 100));
  await w.runOnce();
  expect(fake.received).toHaveLength(1);
});

test('sin conexión (nada salió): pendiente otra vez', async () => {
  reset();
  await place();
  // A port that was just free: nothing listens there.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  await worker({}, { apiUrl: `http://127.0.0.1:${port}/v24.0` }).runOnce();
  expect((await rows())[0]).toMatchObject({ estado: 'pendiente', intentos: 1 });
  expect((await rows())[0]?.detalle).toMatch(/ECONNREFUSED/);
});

test('Meta colgado: incierto tras WHATSAPP_TIMEOUT_MS, nunca reenviado; el pedido y el Listo responden rápido', async () => {
  reset();
  fake.fallback = { kind: 'hang' };
  const id = await place();
  // Meta hangs for the whole of a long timeout: the order and "Listo" must answer while the send
  // still hangs, whatever the machine's load (a bound in milliseconds failed on a busy one).
  const { cookie } = await t.signIn('admin');
  const w = worker({}, { timeoutMs: 2_500 });
  let hanging = true;
  const sending = w.runOnce().finally(() => {
    hanging = false;
  });
  await new Promise((r) => setTimeout(r, 50));
  const other = await place();
  const listo = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/changestate/Listo`,
    cookie,
  });
  expect(listo.statusCode).toBe(200);
  expect(hanging).toBe(true);
  await sending;
  const all = await rows();
  expect(all.every((r) => r.estado === 'incierto')).toBe(true);
  expect(all.map((r) => r.saleId)).toEqual([id, other, id]);
  expect(await audits('whatsapp.incierto')).toHaveLength(3);
  expect(await sentThisMonth(t.database.db)).toBe(3);
  const tried = fake.received.length;
  await w.runOnce();
  expect(fake.received).toHaveLength(tried);
});

test('un aviso enviando al arrancar, o de otro servidor pasado TIMEOUT + 60 s, queda incierto sin enviarse', async () => {
  reset();
  const db = t.database.db;
  const a = await place();
  const b = await place();
  await db.update(whatsappAvisos).set({ estado: 'enviando' }).where(eq(whatsappAvisos.saleId, a));
  const first = worker();
  expect(await first.runOnce()).toBe(1); // b only
  expect((await notices(db)).map((n) => n.estado)).toEqual(['incierto', 'enviado']);
  await db
    .update(whatsappAvisos)
    .set({ estado: 'enviando', actualizado: sql`now() - interval '30 seconds'` })
    .where(eq(whatsappAvisos.saleId, b));
  await first.runOnce();
  expect((await notices(db))[1]?.estado).toBe('enviando'); // recent: maybe still in flight
  await db
    .update(whatsappAvisos)
    .set({ actualizado: sql`now() - interval '61 seconds'` })
    .where(eq(whatsappAvisos.saleId, b));
  await first.runOnce();
  expect((await notices(db))[1]?.estado).toBe('incierto');
  expect(fake.received).toHaveLength(1);
});

test('dos workers a la vez envían cada aviso una sola vez', async () => {
  reset();
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) ids.push(await place());
  const [x, y] = [worker(), worker()];
  await Promise.all([x.runOnce(), y.runOnce(), x.runOnce()]);
  expect(fake.received).toHaveLength(6);
  const enlaces = fake.parameters().map((p) => p[1]);
  expect(enlaces.sort()).toEqual(ids.map(String).sort());
  expect((await rows()).every((r) => r.estado === 'enviado')).toBe(true);
});

test('el tope del mes con dos workers: nunca se pasa; los que sobran quedan en tope y no se reintentan', async () => {
  reset();
  for (let i = 0; i < 6; i++) await place();
  const [x, y] = [worker({}, { tope: 4 }), worker({}, { tope: 4 })];
  await Promise.all([x.runOnce(), y.runOnce()]);
  expect(fake.received).toHaveLength(4);
  const all = await rows();
  expect(all.filter((r) => r.estado === 'enviado')).toHaveLength(4);
  const full = all.filter((r) => r.estado === 'tope');
  expect(full).toHaveLength(2);
  expect(full.every((r) => r.detalle === 'Tope mensual alcanzado')).toBe(true);
  await worker({}, { tope: 100 }).runOnce();
  expect(fake.received).toHaveLength(4);
});

test('el número del feria.cambio: fecha nueva y lugar nuevo', async () => {
  reset();
  const db = t.database.db;
  const lluvia = await insertFeria(db, { fecha: '2030-12-05', lugar: 'Plaza' });
  const otra = await insertFeria(db, { fecha: '2030-12-12', lugar: 'Parque\n Norte' });
  const p = await insertProduct(db, { stock: 10 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }], {
      feriaId: lluvia.id,
      cliente: { ...CLIENTE, celular: '342-5551234', avisosWhatsapp: true },
    }),
  });
  const id = res.json().id;
  const { cookie } = await t.signIn('admin');
  await t.request({
    method: 'POST',
    url: `/api/ferias/${lluvia.id}/cancelar`,
    payload: { moverA: otra.id },
    cookie,
  });
  await worker().runOnce();
  const cambio = fake.received.find((r) => r.body.template?.name === 'feria_cambio');
  const params = fake.parameters()[fake.received.indexOf(cambio!)];
  expect(params?.slice(0, 4)).toEqual(['Martina Gómez', String(id), '12/12', 'Parque Norte']);
  expect(inDays(0)).toBeTruthy();
});

test('el detalle de la venta trae sus avisos, el más viejo primero; /api/whatsapp/estado cuenta el mes', async () => {
  reset();
  const db = t.database.db;
  const id = await place();
  const { cookie } = await t.signIn('admin');
  await t.request({ method: 'PUT', url: `/api/sheets/sale/${id}/changestate/Listo`, cookie });
  fake.answers.push(
    { kind: 'ok' },
    { kind: 'status', status: 400, code: 131047, title: 'Re-engagement message' },
  );
  await worker().runOnce();
  const detail = await t.request({ method: 'GET', url: `/api/sheets/sale/${id}`, cookie });
  const avisos = detail.json().avisos;
  expect(avisos).toEqual([
    {
      evento: 'pedido.recibido',
      canal: 'whatsapp',
      estado: 'enviado',
      fecha: expect.any(String),
      detalle: null,
    },
    {
      evento: 'pedido.listo',
      canal: 'whatsapp',
      estado: 'fallido',
      fecha: expect.any(String),
      detalle: '131047: Re-engagement message',
    },
  ]);
  const [row] = await rows();
  expect(avisos[0].fecha).toBe(row?.actualizado.toISOString());
  const sinAvisos = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: (await insertProduct(db, { stock: 1 })).id, cantidad: 1 }]),
  });
  const none = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${sinAvisos.json().id}`,
    cookie,
  });
  expect(none.json().avisos).toEqual([]);
  const estado = await t.request({ method: 'GET', url: '/api/whatsapp/estado', cookie });
  expect(estado.json()).toEqual({
    activo: true,
    mes: expect.stringMatching(/^\d{4}-\d{2}$/),
    enviados: 1,
    tope: 1000,
  });
});

/** The most requests Meta received within any one second. */
function busiestSecond(times: number[]): number {
  let most = 0;
  for (const [i, from] of times.entries()) {
    most = Math.max(most, times.slice(i).filter((at) => at < from + 1000).length);
  }
  return most;
}

test('WHATSAPP_PER_SECOND: 30 avisos a 10 por segundo tardan más de 2 segundos, sin un 130429 de Meta, cada uno una vez', async () => {
  reset();
  fake.perSecond = 10;
  const ids: number[] = [];
  for (let i = 0; i < 30; i++) ids.push(await place(`Cliente ${i}`));
  const started = Date.now();
  expect(await worker({}, { perSecond: 10 }).runOnce()).toBe(30);
  const took = Date.now() - started;
  const times = fake.received.map((r) => r.at);
  console.info(`30 avisos a 10/s: ${took} ms, el segundo más cargado con ${busiestSecond(times)}`);
  expect(fake.rateLimited).toBe(0);
  expect(busiestSecond(times)).toBeLessThanOrEqual(10);
  expect(took).toBeGreaterThanOrEqual(2_000);
  expect(ids.map((id) => fake.parameters().filter((p) => p[1] === String(id)).length)).toEqual(
    ids.map(() => 1),
  );
  const rows = await notices(t.database.db);
  expect(rows.filter((r) => ids.includes(r.saleId ?? 0)).map((r) => r.estado)).toEqual(
    ids.map(() => 'enviado'),
  );
});
