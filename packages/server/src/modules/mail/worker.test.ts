import fs from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterEach, expect, test, vi } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { freePort, startSmtp, type TestSmtp } from '../../../test/support/smtp-test-server.ts';
import { mailOutbox } from '../../db/schema.ts';
import { enqueueMail } from './outbox.ts';
import { type MailWorker, type MailWorkerOptions, startMailWorker } from './worker.ts';

const t = buildTestApp();

const running: (MailWorker | TestSmtp)[] = [];
afterEach(async () => {
  for (const item of running.splice(0).reverse()) {
    if ('stop' in item) await item.stop();
    else await item.close();
  }
});

const warnings: string[] = [];
function worker(smtpPort: number | null, options: MailWorkerOptions = {}): MailWorker {
  const config = {
    ...t.config,
    SMTP_URL: smtpPort === null ? undefined : `smtp://127.0.0.1:${smtpPort}`,
  };
  const w = startMailWorker(t.database.db, config, {
    log: { warn: (m) => warnings.push(m) },
    ...options,
  });
  running.push(w);
  return w;
}

async function smtp(port?: number): Promise<TestSmtp> {
  const server = await startSmtp(port);
  running.push(server);
  return server;
}

const order = async (cliente = CLIENTE) => {
  const p = await insertProduct(t.database.db);
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }], { cliente }),
  });
  expect(res.statusCode).toBe(201);
};

const outbox = () => t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

test('los correos del pedido llegan al servidor SMTP apenas se confirma la venta', async () => {
  const server = await smtp();
  worker(server.port, { pollMs: 60_000 }); // only the nudge after the sale can wake it in time
  await order({ ...CLIENTE, nombre: '<script>alert("x")</script> Martina' });
  await vi.waitFor(() => expect(server.received).toHaveLength(2), { timeout: 10_000 });

  const bySubject = new Map(server.received.map((m) => [m.subject, m]));
  const customer = bySubject.get('Gracias por tu compra');
  const shop = bySubject.get('Tenes una nueva Venta!');
  expect(customer?.to && 'text' in customer.to ? customer.to.text : '').toBe('martina@example.com');
  expect(shop?.to && 'text' in shop.to ? shop.to.text : '').toBe(t.config.SHOP_EMAIL);
  for (const mail of [customer, shop]) {
    expect(mail?.from?.text).toContain('no-responder@feria.local');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Martina');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('PENDIENTE');
    expect(mail?.text).toContain('Total: $\u00a01.000,00');
  }
  // The SMTP server has the second message a moment before the worker marks its row sent.
  await vi.waitFor(
    async () => {
      const rows = await outbox();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
      ]);
      expect(rows.every((r) => r.sentAt !== null)).toBe(true);
    },
    { timeout: 5_000 },
  );
});

test('con el SMTP caído el pedido se crea igual y el correo llega cuando vuelve, una sola vez', async () => {
  const port = await freePort();
  worker(port, { pollMs: 50, retryBaseMs: 100 });
  await order();
  await vi.waitFor(
    async () => {
      const rows = await outbox();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.status).toBe('pending');
        expect(row.lastError).toBeTruthy();
      }
    },
    { timeout: 10_000 },
  );
  expect(warnings.some((w) => w.includes('no enviado'))).toBe(true);

  const server = await smtp(port);
  await vi.waitFor(
    async () => expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'sent']),
    { timeout: 10_000 },
  );
  // Every row is sent and the workers have stopped: nothing else can go out now.
  for (const item of running) if ('stop' in item) await item.stop();
  expect(server.received).toHaveLength(2);
  const rows = await outbox();
  expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  expect(rows.every((r) => r.lastError === null && r.attempts >= 2)).toBe(true);
});

test('dos trabajadores a la vez nunca mandan un mensaje dos veces', async () => {
  const server = await smtp();
  for (let i = 0; i < 25; i++) {
    await enqueueMail(t.database.db, {
      to: `cliente${i}@example.com`,
      subject: `Mensaje ${i}`,
      html: `<p>${i}</p>`,
      text: String(i),
    });
  }
  const a = worker(server.port, { pollMs: 20, batchSize: 3 });
  const b = worker(server.port, { pollMs: 20, batchSize: 3 });
  await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
  await vi.waitFor(
    async () => expect((await outbox()).every((r) => r.status === 'sent')).toBe(true),
    { timeout: 10_000 },
  );
  // Every row is sent and both workers have stopped: no late duplicate can still arrive.
  await Promise.all([a.stop(), b.stop()]);
  const subjects = server.received.map((m) => m.subject);
  expect(new Set(subjects).size).toBe(25);
  expect(subjects).toHaveLength(25);
});

test('después de un reinicio se envían los pendientes y los de un envío interrumpido', async () => {
  const server = await smtp();
  const db = t.database.db;
  await db.insert(mailOutbox).values([
    { to: 'a@example.com', subject: 'Pendiente', html: '<p>a</p>', text: 'a' },
    // Claimed by a worker that died: its lease ended a minute ago.
    {
      to: 'b@example.com',
      subject: 'Interrumpido',
      html: '<p>b</p>',
      text: 'b',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 60_000),
    },
    // Claimed right now by another live worker: left to it.
    {
      to: 'c@example.com',
      subject: 'En manos de otro',
      html: '<p>c</p>',
      text: 'c',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + 60_000),
    },
    { to: 'd@example.com', subject: 'Ya enviado', html: '<p>d</p>', text: 'd', status: 'sent' },
  ]);
  const w = worker(server.port, { pollMs: 60_000 });
  await w.runOnce();
  await vi.waitFor(() => expect(server.received).toHaveLength(2));
  expect(server.received.map((m) => m.subject).sort()).toEqual(['Interrumpido', 'Pendiente']);
});

test('tras 8 intentos fallidos el mensaje queda "failed" y no se reintenta más', async () => {
  const port = await freePort();
  await enqueueMail(t.database.db, { to: 'x@example.com', subject: 'S', html: 'h', text: 't' });
  const w = worker(port, { pollMs: 60_000, retryBaseMs: 0 });
  await vi.waitFor(
    async () => {
      await w.runOnce();
      const [row] = await outbox();
      expect(row?.status).toBe('failed');
    },
    { timeout: 15_000, interval: 10 },
  );
  await w.runOnce();
  const [row] = await outbox();
  expect(row?.attempts).toBe(8);
  expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
});

test('sin SMTP_URL cada mensaje se escribe como archivo .eml en DATA_DIR/mail', async () => {
  worker(null, { pollMs: 60_000 });
  await order();
  const dir = path.join(t.config.dataDir, 'mail');
  await vi.waitFor(
    () => expect(fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(2),
    { timeout: 10_000 },
  );
  const parsed = await Promise.all(
    fs.readdirSync(dir).map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))),
  );
  expect(parsed.map((m) => m.subject).sort()).toEqual([
    'Gracias por tu compra',
    'Tenes una nueva Venta!',
  ]);
  expect(parsed.every((m) => m.text && m.html)).toBe(true);
  fs.rmSync(dir, { recursive: true, force: true });
});
