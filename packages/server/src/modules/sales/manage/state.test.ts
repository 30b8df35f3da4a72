import { asc } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { buildTestApp } from '../../../../test/support/app.ts';
import { insertSale } from '../../../../test/support/sale-fixture.ts';
import { startSmtp } from '../../../../test/support/smtp-test-server.ts';
import { mailOutbox } from '../../../db/schema.ts';
import { startMailWorker } from '../../mail/worker.ts';

const t = buildTestApp();

async function setState(id: number, estado: string, cookie: string) {
  return t.request({ method: 'PUT', url: `/api/sheets/sale/${id}/changestate/${estado}`, cookie });
}

function outbox() {
  return t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

async function estadoOf(id: number, cookie: string) {
  const res = await t.request({ method: 'GET', url: `/api/sheets/sale/${id}`, cookie });
  return res.json().estadoPago as string;
}

test('la administración pasa una venta por Pendiente, En preparación y Listo', async () => {
  const sale = await insertSale(t.database.db);
  const { cookie } = await t.signIn('admin');
  for (const [estado, shown] of [
    ['En%20preparaci%C3%B3n', 'En preparación'],
    ['Listo', 'Listo'],
    ['Pendiente', 'Pendiente'],
    ['Listo', 'Listo'],
  ] as const) {
    const res = await setState(sale.id, estado, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: sale.id, estadoPago: shown });
    expect(await estadoOf(sale.id, cookie)).toBe(shown);
  }
});

test('el estado de la URL se lee sin importar mayúsculas ni tildes', async () => {
  const sale = await insertSale(t.database.db);
  const { cookie } = await t.signIn('admin');
  const res = await setState(sale.id, 'en%20preparacion', cookie);
  expect(res.json()).toEqual({ id: sale.id, estadoPago: 'En preparación' });
});

test('un estado que no existe es 400 "Estado inválido" y la venta no cambia', async () => {
  const sale = await insertSale(t.database.db, { estado: 'Listo' });
  const { cookie } = await t.signIn('admin');
  for (const estado of ['Pagado', 'Enviado', '%20', 'Listo%00']) {
    const res = await setState(sale.id, estado, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Estado inválido' });
  }
  expect(await estadoOf(sale.id, cookie)).toBe('Listo');
});

test('una venta anulada no cambia de estado: 409', async () => {
  const sale = await insertSale(t.database.db, { estado: 'Anulado' });
  const { cookie } = await t.signIn('admin');
  for (const estado of ['Pendiente', 'Listo', 'Anulado']) {
    const res = await setState(sale.id, estado, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'La venta anulada no puede cambiar de estado' });
  }
  expect(await estadoOf(sale.id, cookie)).toBe('Anulado');
});

test('de Entregado no se vuelve atrás: 409 y la venta no cambia; sí se puede anular', async () => {
  const sale = await insertSale(t.database.db, { estado: 'Listo' });
  const { cookie } = await t.signIn('admin');
  expect((await setState(sale.id, 'Entregado', cookie)).statusCode).toBe(200);
  for (const estado of ['Pendiente', 'En preparación', 'Listo']) {
    const res = await setState(sale.id, encodeURIComponent(estado), cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Un pedido entregado sólo puede anularse' });
  }
  expect(await estadoOf(sale.id, cookie)).toBe('Entregado');
  expect((await setState(sale.id, 'Anulado', cookie)).statusCode).toBe(200);
});

test('cambiar el estado de una venta inexistente es 404', async () => {
  const { cookie } = await t.signIn('admin');
  const res = await setState(777, 'Listo', cookie);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: 'Venta no encontrada' });
});

describe('el aviso al cliente', () => {
  test('cada cambio de estado encola "Actualizamos el estado de tu compra!" con Listo en verde', async () => {
    const sale = await insertSale(t.database.db, {
      cliente: { nombre: 'Martina Gómez', correo: 'martina@example.com' },
    });
    const { cookie } = await t.signIn('admin');
    await setState(sale.id, 'En%20preparaci%C3%B3n', cookie);
    await setState(sale.id, 'Listo', cookie);

    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.subject, m.status])).toEqual([
      ['martina@example.com', 'Actualizamos el estado de tu compra!', 'pending'],
      ['martina@example.com', 'Actualizamos el estado de tu compra!', 'pending'],
    ]);
    expect(mails[0]?.text).toContain('EN PREPARACIÓN');
    expect(mails[0]?.html).toContain('color:#ea580c;">EN PREPARACIÓN');
    expect(mails[1]?.html).toContain('color:#16a34a;">LISTO');
    expect(mails[1]?.text).toContain(`N° ${sale.id}`);
  });

  test('una venta sin correo cambia de estado sin encolar nada', async () => {
    const sale = await insertSale(t.database.db, { canal: 'pos', cliente: { correo: '' } });
    const { cookie } = await t.signIn('admin');
    const res = await setState(sale.id, 'Listo', cookie);
    expect(res.statusCode).toBe(200);
    expect(await outbox()).toEqual([]);
  });

  test('un cambio rechazado no encola nada', async () => {
    const anulada = await insertSale(t.database.db, { estado: 'Anulado' });
    const { cookie } = await t.signIn('admin');
    await setState(anulada.id, 'Listo', cookie);
    await setState(anulada.id, 'Pagado', cookie);
    expect(await outbox()).toEqual([]);
  });

  test('anular avisa al cliente una sola vez aunque se pida dos veces', async () => {
    const sale = await insertSale(t.database.db);
    const { cookie } = await t.signIn('admin');
    const url = `/api/sheets/delete/sale/${sale.id}`;
    await Promise.all([
      t.request({ method: 'DELETE', url, cookie }),
      t.request({ method: 'DELETE', url, cookie }),
    ]);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('ANULADO');
  });

  test('el correo encolado llega al servidor SMTP', async () => {
    const sink = await startSmtp();
    const worker = startMailWorker(
      t.database.db,
      { ...t.config, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
      {
        pollMs: 60_000,
      },
    );
    try {
      const sale = await insertSale(t.database.db, {
        cliente: { nombre: 'Martina <Gómez>', correo: 'martina@example.com' },
      });
      const { cookie } = await t.signIn('admin');
      await setState(sale.id, 'Listo', cookie);
      await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 10_000 });
      const [mail] = sink.received;
      expect(mail?.subject).toBe('Actualizamos el estado de tu compra!');
      expect(mail?.to).toMatchObject({ text: 'martina@example.com' });
      expect(mail?.html).toContain('LISTO');
      expect(mail?.html).toContain('Martina &lt;Gómez&gt;');
      expect(mail?.text).toContain('Martina <Gómez>');
      // Marked sent right after the SMTP server accepted it.
      await vi.waitFor(async () => expect((await outbox())[0]?.status).toBe('sent'));
    } finally {
      await worker.stop();
      await sink.close();
    }
  });
});
