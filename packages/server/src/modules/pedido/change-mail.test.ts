// API.md round 5 (issue 57, finding 2): "Cambiaste tu pedido" and the shop's copy go at most once
// per order every 10 minutes: the first change's at once, the later ones held in the outbox until
// the 10 minutes are over and then sent once, with the order as it is at the end. A cancellation
// is never held back. Delivered to a real SMTP server; the clock is moved by making the held
// messages due, never by waiting.
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { changeableOrder, outbox } from '../../../test/support/pedido.ts';
import { startSmtp } from '../../../test/support/smtp-test-server.ts';
import { mailOutbox, sales } from '../../db/schema.ts';
import { startMailWorker } from '../mail/worker.ts';

const t = buildTestApp();

const change = (id: number, token: string, productId: number, cantidad: number) =>
  t.request({
    method: 'PUT',
    url: `/api/pedido/${id}?t=${token}`,
    payload: { productos: [{ id: productId, cantidad }] },
  });

/** The held messages become due, as if the 10 minutes had passed. */
const tenMinutesLater = () =>
  t.database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(isNotNull(mailOutbox.clave), eq(mailOutbox.status, 'pending')));

test('cinco cambios seguidos: un correo al momento y uno más a los 10 minutos con el último estado (también a la tienda)', async () => {
  // The order first, its own mails dropped before a worker runs.
  const { id, token, miel } = await changeableOrder(t);
  const sink = await startSmtp();
  const worker = startMailWorker(
    t.database.db,
    { ...t.config, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
    { pollMs: 60_000 },
  );
  try {
    for (const cantidad of [3, 4, 5, 6, 7]) {
      const res = await change(id, token, miel.id, cantidad);
      expect(res.statusCode, res.body).toBe(200);
    }
    // Two messages now (customer and shop), two held: never ten.
    expect(await outbox(t)).toHaveLength(4);
    await worker.runOnce();
    await vi.waitFor(() => expect(sink.received).toHaveLength(2), { timeout: 60_000 });
    // The worker's own first round may be the one sending them (it starts with one): both are
    // marked sent only after the SMTP server has them, so wait for that too before counting.
    await vi.waitFor(
      async () => expect((await outbox(t)).filter((m) => m.status === 'sent')).toHaveLength(2),
      { timeout: 60_000 },
    );
    expect(sink.received.map((m) => m.subject).sort()).toEqual([
      `Cambiaste tu pedido #${id}`,
      `Un cliente cambió el pedido #${id}`,
    ]);
    const first = sink.received.find((m) => m.subject === `Cambiaste tu pedido #${id}`);
    expect(first?.text).toContain('Miel (Marca de prueba, 500 g): 3 x');
    // Still within the 10 minutes: nothing more goes.
    await worker.runOnce();
    const waiting = (await outbox(t)).filter((m) => m.status === 'pending');
    expect(waiting.map((m) => m.attempts)).toEqual([0, 0]);
    expect(sink.received).toHaveLength(2);

    await tenMinutesLater();
    await worker.runOnce();
    await vi.waitFor(() => expect(sink.received).toHaveLength(4), { timeout: 60_000 });
    const later = sink.received.slice(2);
    const toCustomer = later.find((m) => m.subject === `Cambiaste tu pedido #${id}`);
    expect(toCustomer?.text).toContain('Miel (Marca de prueba, 500 g): 7 x');
    expect(toCustomer?.text).not.toContain(': 6 x');
    const toShop = later.find((m) => m.subject === `Un cliente cambió el pedido #${id}`);
    expect(toShop?.text).toContain('7 x');
    // Nothing else is waiting.
    await vi.waitFor(
      async () =>
        expect((await outbox(t)).map((m) => m.status)).toEqual(['sent', 'sent', 'sent', 'sent']),
      { timeout: 60_000 },
    );
  } finally {
    await worker.stop();
    await sink.close();
  }
}, 180_000); // SMTP round trips on a loaded machine: a hang, not slowness, fails.

test('un cambio después de los 10 minutos va al momento', async () => {
  const { id, token, miel } = await changeableOrder(t);
  expect((await change(id, token, miel.id, 3)).statusCode).toBe(200);
  // The first mail went 11 minutes ago.
  await t.database.db
    .update(sales)
    .set({ avisoCambioEn: new Date(Date.now() - 11 * 60_000) })
    .where(eq(sales.id, id));
  expect((await change(id, token, miel.id, 4)).statusCode).toBe(200);
  const mails = await outbox(t);
  expect(mails).toHaveLength(4);
  expect(mails.every((m) => m.clave === null && m.nextAttemptAt.getTime() <= Date.now())).toBe(
    true,
  );
});

test('cancelar no espera y deja sin efecto el correo de cambio retenido', async () => {
  const { id, token, miel } = await changeableOrder(t);
  expect((await change(id, token, miel.id, 3)).statusCode).toBe(200);
  expect((await change(id, token, miel.id, 4)).statusCode).toBe(200);
  expect((await outbox(t)).filter((m) => m.clave !== null)).toHaveLength(2);
  const res = await t.request({ method: 'POST', url: `/api/pedido/${id}/cancelar?t=${token}` });
  expect(res.statusCode, res.body).toBe(200);
  const mails = await outbox(t);
  expect(mails.map((m) => m.subject)).toEqual([
    `Cambiaste tu pedido #${id}`,
    `Un cliente cambió el pedido #${id}`,
    `Cancelaste tu pedido #${id}`,
    `Un cliente canceló el pedido #${id}`,
  ]);
  expect(mails.every((m) => m.nextAttemptAt.getTime() <= Date.now())).toBe(true);
});
