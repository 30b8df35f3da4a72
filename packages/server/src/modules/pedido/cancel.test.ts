// MARKET §10: POST /api/pedido/{id}/cancelar — the customer cancels their own order; and both
// customer mails reach a real SMTP server.
import { eq } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { auditRows, changeableOrder, outbox } from '../../../test/support/pedido.ts';
import { stockOf } from '../../../test/support/sales.ts';
import { startSmtp } from '../../../test/support/smtp-test-server.ts';
import { sales } from '../../db/schema.ts';
import { startMailWorker } from '../mail/worker.ts';

const t = buildTestApp();

const cancel = (id: number, query: string, cookie?: string) =>
  t.request({ method: 'POST', url: `/api/pedido/${id}/cancelar${query}`, cookie });

test('cancela: Anulado, el stock vuelve, correo al cliente y aviso a la tienda, auditado', async () => {
  const db = t.database.db;
  const { id, token, miel, yerba } = await changeableOrder(t);
  const res = await cancel(id, `?t=${token}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ id, estadoPago: 'Anulado', total: '7000.00' });
  expect(await stockOf(db, miel.id)).toBe(20);
  expect(await stockOf(db, yerba.id)).toBe(10);
  const mails = await outbox(t);
  expect(mails.map((m) => [m.to, m.subject])).toEqual([
    ['martina@example.com', `Cancelaste tu pedido #${id}`],
    [t.config.SHOP_EMAIL, `Un cliente canceló el pedido #${id}`],
  ]);
  const audit = (await auditRows(t)).filter((a) => a.accion === 'venta.cancelada');
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({
    quien: 'cliente',
    detalle: `El cliente canceló el pedido N° ${id}`,
  });
  // Twice is refused and gives nothing back again.
  const again = await cancel(id, `?t=${token}`);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ error: 'El pedido ya no se puede cambiar' });
  expect(await stockOf(db, miel.id)).toBe(20);
  expect(await outbox(t)).toHaveLength(2);
});

test('cancelar: la dueña con sesión sin token; otra cuenta, nadie o un token equivocado: 404', async () => {
  const owner = await t.signIn('user');
  const stranger = await t.signIn('user');
  const { id } = await changeableOrder(t, { cookie: owner.cookie });
  const other = await changeableOrder(t);
  for (const res of [
    await cancel(id, ''),
    await cancel(id, '', stranger.cookie),
    await cancel(id, `?t=${other.token}`),
    await cancel(id, `?t=${'x'.repeat(300)}`),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Pedido no encontrado' });
  }
  const [row] = await t.database.db.select().from(sales).where(eq(sales.id, id));
  expect(row?.estado).toBe('Pendiente');
  const res = await cancel(id, '', owner.cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().estadoPago).toBe('Anulado');
});

test('los correos del cambio y de la cancelación llegan al servidor SMTP', async () => {
  const sink = await startSmtp();
  const worker = startMailWorker(
    t.database.db,
    { ...t.config, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
    { pollMs: 60_000 },
  );
  try {
    const { id, token, miel } = await changeableOrder(t, {
      extra: { cliente: { ...CLIENTE_RARO } },
    });
    const changed = await t.request({
      method: 'PUT',
      url: `/api/pedido/${id}?t=${token}`,
      payload: { productos: [{ id: miel.id, cantidad: 5 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await cancel(id, `?t=${token}`)).statusCode).toBe(200);
    await vi.waitFor(() => expect(sink.received).toHaveLength(4), { timeout: 20_000 });
    const toCustomer = sink.received.filter(
      (m) => m.to && 'text' in m.to && m.to.text === CLIENTE_RARO.correo,
    );
    expect(toCustomer.map((m) => m.subject).sort()).toEqual([
      `Cambiaste tu pedido #${id}`,
      `Cancelaste tu pedido #${id}`,
    ]);
    const cambio = toCustomer.find((m) => m.subject === `Cambiaste tu pedido #${id}`);
    expect(cambio?.text).toContain('Miel (Marca de prueba, 500 g): 5 x');
    expect(cambio?.text).toContain('7.500');
    expect(cambio?.html).toContain('Ana &lt;b&gt;');
    expect(cambio?.html).not.toContain('Ana <b>');
    expect(cambio?.text).toContain(`/pedido/${id}?t=`);
  } finally {
    await worker.stop();
    await sink.close();
  }
});

const CLIENTE_RARO = {
  nombre: 'Ana <b>',
  correo: 'ana@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 1234',
  cp: '3000',
  celular: '3425551234',
};
