// MARKET §9: the bolsón mails reach a real SMTP server: the generated order's "Tu bolsón para la
// feria del …" with its "Ver tu pedido" link, and "Esta semana no alcanzaron los bolsones" once
// per feria when the stock is short; the customer's name is escaped in both.
import { bolsonAsunto, SUS_MSG } from '@feria/domain/messages/suscripciones';
import { feriaDiaCorto } from '@feria/domain/rules/suscripciones';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { expect, test, vi } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { startSmtp, type TestSmtp } from '../../../test/support/smtp-test-server.ts';
import { products, sales } from '../../db/schema.ts';
import { startMailWorker } from '../mail/worker.ts';

const t = buildTestApp();
const CORREO = 'ana.bolson@example.com';

/** Subscribing makes the order at once (MARKET §9, round 5): the bolsón's contenido goes first. */
async function subscribed(stock: number, contenido?: string) {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, { nombre: 'Bolsón', stock, suscribible: true, contenido });
  const customer = await t.signIn('user', {
    nombre: 'Ana <b>',
    email: CORREO,
    emailConfirmado: true,
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie: customer.cookie,
    payload: {
      productoId: bolson.id,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar: 'Plaza Pueyrredón',
      formaPago: 'efectivo',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { feria, bolson, sub: res.json() as { id: number } };
}

async function generate() {
  const admin = await t.signIn('admin');
  const res = await t.request({
    method: 'POST',
    url: '/api/suscripciones/generar',
    cookie: admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function withSmtp(run: (sink: TestSmtp) => Promise<void>) {
  const sink = await startSmtp();
  const worker = startMailWorker(
    t.database.db,
    { ...t.config, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
    { pollMs: 200 },
  );
  try {
    await run(sink);
  } finally {
    await worker.stop();
    await sink.close();
  }
}

const toText = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');

test('la generación manda "Tu bolsón para la feria del …" con el enlace al pedido', async () => {
  await withSmtp(async (sink) => {
    const { feria, sub } = await subscribed(10);
    await generate();
    const [order] = await t.database.db.select().from(sales).where(eq(sales.suscripcionId, sub.id));
    expect(order).toBeDefined();
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 20_000 });
    const mail = sink.received[0]!;
    expect(mail.subject).toBe(bolsonAsunto(feriaDiaCorto(feria.fecha)));
    expect(mail.subject).toMatch(/^Tu bolsón para la feria del \S+ \d\d\/\d\d$/);
    expect(toText(mail)).toBe(CORREO);
    expect(mail.text).toMatch(new RegExp(`Ver tu pedido: \\S+/pedido/${order!.id}\\?t=\\S+`));
    expect(mail.html).toMatch(
      new RegExp(`<a href="[^"]+/pedido/${order!.id}\\?t=[^"]+">Ver tu pedido</a>`),
    );
    expect(mail.html).toContain('Ana &lt;b&gt;');
    expect(mail.html).not.toContain('Ana <b>');
  });
});

test('sin stock: "Esta semana no alcanzaron los bolsones" una sola vez por feria', async () => {
  await withSmtp(async (sink) => {
    const { bolson, sub } = await subscribed(0);
    await generate();
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 20_000 });
    const mail = sink.received[0]!;
    expect(mail.subject).toBe(SUS_MSG.sinStockAsunto);
    expect(mail.subject).toBe('Esta semana no alcanzaron los bolsones');
    expect(toText(mail)).toBe(CORREO);
    expect(mail.html).toContain('Ana &lt;b&gt;');
    expect(mail.html).not.toContain('Ana <b>');
    // A second run sends nothing more for the same feria, and makes no order.
    await generate();
    await generate();
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the worker polls every 200 ms
    expect(sink.received).toHaveLength(1);
    expect(
      await t.database.db.select().from(sales).where(eq(sales.suscripcionId, sub.id)),
    ).toHaveLength(0);
    expect(
      (await t.database.db.select().from(products).where(eq(products.id, bolson.id)))[0]?.stock,
    ).toBe(0);
  });
});

test('"Tu bolsón" dice el "Contenido de esta semana", escapado', async () => {
  await withSmtp(async (sink) => {
    await subscribed(10, 'Acelga <b>fresca</b> & zapallo');
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 20_000 });
    const mail = sink.received[0]!;
    expect(mail.html).toContain('Contenido de esta semana');
    expect(mail.html).toContain('Acelga &lt;b&gt;fresca&lt;/b&gt; &amp; zapallo');
    expect(mail.html).not.toContain('<b>fresca</b>');
    expect(mail.text).toContain('Contenido de esta semana:\nAcelga <b>fresca</b> & zapallo');
  });
});
