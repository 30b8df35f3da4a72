import { createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { WA_SECRET, WA_VERIFY, whatsappEnv } from '../../../test/support/whatsapp.ts';
import { startWhatsappFake, type WhatsappFake } from '../../../test/support/whatsapp-fake.ts';
import { auditLog, sales, suscripciones, whatsappAvisos } from '../../db/schema.ts';
import { startWhatsappWorker } from './worker.ts';

let fake: WhatsappFake;
const env: Record<string, string> = {};
const t = buildTestApp(env);

beforeAll(async () => {
  fake = await startWhatsappFake();
  Object.assign(env, whatsappEnv(fake.url, 400), { SHOP_NAME: 'Feria Verde' });
});
afterAll(() => fake.close());

const sign = (raw: string, secret = WA_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/** Meta's call: no Origin, no cookie. */
function post(body: unknown, signature?: string, ip = '127.0.0.1') {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    remoteAddress: ip,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? { 'x-hub-signature-256': sign(raw) } : {}),
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    payload: raw,
  });
}

const envelope = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }],
    },
  ],
});

const worker = () =>
  startWhatsappWorker(
    t.database.db,
    { ...t.config, whatsapp: t.config.whatsapp! },
    { manual: true, log: { warn: () => {} } },
  );

async function sentOrder(celular = '0342 15 555-1234') {
  const p = await insertProduct(t.database.db, { stock: 10 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }], {
      cliente: { ...CLIENTE, celular, avisosWhatsapp: true },
    }),
  });
  return res.json().id as number;
}

test('GET: verify_token bueno → 200 text/plain con el challenge exacto; otro → 403', async () => {
  const ok = await t.app.inject({
    method: 'GET',
    url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WA_VERIFY}&hub.challenge=1158201444`,
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.headers['content-type']).toMatch(/^text\/plain/);
  expect(ok.body).toBe('1158201444');
  for (const query of [
    `hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1`,
    `hub.mode=unsubscribe&hub.verify_token=${WA_VERIFY}&hub.challenge=1`,
    `hub.challenge=1`,
  ]) {
    const res = await t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });
    expect(res.statusCode).toBe(403);
  }
});

test('POST sin firma o con firma mala → 401, nada cambia, auditado una vez por minuto y dirección', async () => {
  const db = t.database.db;
  const id = await sentOrder();
  const body = envelope({
    messages: [{ id: 'wamid.IN1', from: '5493425551234', type: 'text', text: { body: 'baja' } }],
  });
  const raw = JSON.stringify(body);
  const bad = [sign(raw, 'otro-secreto'), 'sha256=abc', '', sign(`${raw} `)];
  for (const signature of bad) {
    const res = await post(raw, signature, '10.0.0.7');
    expect(res.statusCode).toBe(401);
  }
  const missing = await t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json' },
    payload: raw,
  });
  expect(missing.statusCode).toBe(401);
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  expect(row?.avisosWhatsapp).toBe(true);
  const firmas = await db.select().from(auditLog).where(eq(auditLog.accion, 'whatsapp.firma'));
  expect(firmas.map((a) => a.detalle)).toEqual([
    'Firma inválida desde 10.0.0.7',
    'Firma inválida desde 127.0.0.1',
  ]);
  expect(JSON.stringify(firmas)).not.toContain(WA_SECRET);
});

test('firma buena → 200 también para lo que ignora; hasta 3 MB', async () => {
  expect((await post({ object: 'otra_cosa' })).statusCode).toBe(200);
  expect((await post('no es json')).statusCode).toBe(200);
  const big = JSON.stringify({ relleno: 'x'.repeat(2.5 * 1024 * 1024) });
  expect((await post(big)).statusCode).toBe(200);
  const tooBig = JSON.stringify({ relleno: 'x'.repeat(3 * 1024 * 1024) });
  expect((await post(tooBig)).statusCode).toBe(413);
});

test('statuses sólo avanzan: enviado < fallido < entregado < leido; wamid desconocido, ignorado', async () => {
  const db = t.database.db;
  await sentOrder();
  fake.fallback = { kind: 'ok' };
  await worker().runOnce();
  const [sent] = await db.select().from(whatsappAvisos);
  const wamid = sent!.wamid!;
  const status = (s: string, extra = {}) =>
    post(
      envelope({
        statuses: [{ id: wamid, status: s, timestamp: '1', recipient_id: '549', ...extra }],
      }),
    );
  const estado = async () => (await db.select().from(whatsappAvisos))[0]?.estado;
  await status('delivered');
  expect(await estado()).toBe('entregado');
  await status('delivered');
  await status('sent');
  expect(await estado()).toBe('entregado');
  await status('failed', { errors: [{ code: 131026, title: 'Message undeliverable' }] });
  expect(await estado()).toBe('entregado');
  await status('read');
  await status('delivered');
  expect(await estado()).toBe('leido');
  expect(
    (await post(envelope({ statuses: [{ id: 'wamid.NADA', status: 'read' }] }))).statusCode,
  ).toBe(200);
});

test('un failed sobre enviado queda fallido con "código: título"', async () => {
  const db = t.database.db;
  await sentOrder();
  await worker().runOnce();
  const [sent] = await db.select().from(whatsappAvisos);
  await post(
    envelope({
      statuses: [
        {
          id: sent!.wamid,
          status: 'failed',
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
    }),
  );
  const [row] = await db.select().from(whatsappAvisos);
  expect(row).toMatchObject({ estado: 'fallido', detalle: '131026: Message undeliverable' });
});

test('"Baja." da de baja pedidos y suscripciones de ese número, falla sus pendientes y responde una sola vez', async () => {
  const db = t.database.db;
  fake.received.length = 0;
  const a = await sentOrder('0342 15 555-1234');
  const b = await sentOrder('+54 9 342 555 1234');
  const otro = await sentOrder('0341 15 555-9999');
  await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza' });
  const bolson = await insertProduct(db, { stock: 10, suscribible: true });
  const customer = await t.signIn('user', { celular: '342 555-1234', emailConfirmado: true });
  const sub = await t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie: customer.cookie,
    payload: {
      productoId: bolson.id,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar: 'Plaza',
      formaPago: 'efectivo',
      avisosWhatsapp: true,
    },
  });
  expect(sub.statusCode).toBe(201);
  const inbound = envelope({
    contacts: [{ profile: { name: 'Ana' }, wa_id: '5493425551234' }],
    messages: [
      {
        id: 'wamid.IN42',
        from: '5493425551234',
        timestamp: '1',
        type: 'text',
        text: { body: '  Bája. ' },
      },
    ],
  });
  for (let i = 0; i < 2; i++) expect((await post(inbound)).statusCode).toBe(200);
  const rows = await db.select().from(sales).orderBy(asc(sales.id));
  const opted = Object.fromEntries(rows.map((r) => [r.id, r.avisosWhatsapp]));
  expect(opted[a]).toBe(false);
  expect(opted[b]).toBe(false);
  expect(opted[otro]).toBe(true);
  const [s] = await db.select().from(suscripciones);
  expect(s?.avisosWhatsapp).toBe(false);
  const avisos = await db.select().from(whatsappAvisos).orderBy(asc(whatsappAvisos.id));
  for (const n of avisos.filter((x) => x.saleId !== null && x.saleId !== otro)) {
    expect(n).toMatchObject({ estado: 'fallido', detalle: 'El cliente pidió la baja' });
  }
  const bajas = await db.select().from(auditLog).where(eq(auditLog.accion, 'whatsapp.baja'));
  expect(bajas).toHaveLength(1);
  expect(bajas[0]).toMatchObject({
    quien: 'whatsapp',
    detalle: '5493425551234: 3 pedidos y 1 suscripciones',
  });
  // Another text changes nothing and gets no answer.
  await post(
    envelope({
      messages: [
        {
          id: 'wamid.IN43',
          from: '5493415559999',
          type: 'text',
          text: { body: 'hola, ¿baja el precio?' },
        },
      ],
    }),
  );
  await worker().runOnce();
  const texts = fake.received.filter((r) => r.body.type === 'text');
  expect(texts).toHaveLength(1);
  expect(texts[0]?.body).toMatchObject({
    to: '5493425551234',
    text: {
      body: 'Listo: no te vamos a mandar más avisos de Feria Verde por WhatsApp. Si querés volver a recibirlos, marcalo en tu próximo pedido.',
    },
  });
  // Only the other number's order still had its notice sent.
  expect(fake.received.filter((r) => r.body.type === 'template')).toHaveLength(1);
});
