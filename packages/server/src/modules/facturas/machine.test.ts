// The invoice machine's three moves no other test pins (issue 58, part 2): a number in doubt
// holds the line, a comprobante ARCA holds under that number is this sale's only when it matches,
// and a sale cobrado twice is invoiced once.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { arcaTestApp } from '../../../test/support/arca.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { facturas } from '../../db/schema.ts';

const t = arcaTestApp();

const sell = t.sell;

const asked = () => t.fake.calls.filter((c) => c.op === 'FECAESolicitar').length;

/** A sale whose number 1 ARCA recorded while its answer was lost: in doubt. */
async function inDoubt(cookie: string, precio = 500) {
  const p = await insertProduct(t.database.db, { precio, stock: 10 });
  const id = await sell(cookie, p.id);
  t.fake.mode = 'drop-after-record';
  await t.worker().runOnce();
  t.fake.mode = 'ok';
  const [doubt] = await t.rows(id);
  expect(doubt).toMatchObject({ estado: 'pendiente', numero: 1 });
  return { id, productId: p.id, doubt: doubt! };
}

test('un número en duda que todavía no toca frena pedir un número nuevo (M8)', async () => {
  const { cookie } = await t.signIn('admin');
  const { id, productId, doubt } = await inDoubt(cookie);
  // Due in an hour, whatever the machine's speed.
  await t.database.db
    .update(facturas)
    .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
    .where(eq(facturas.id, doubt.id));
  const second = await sell(cookie, productId);
  await t.worker().runOnce();
  expect(asked()).toBe(1);
  expect((await t.rows(second))[0]).toMatchObject({ estado: 'pendiente', numero: null });

  await t.dueNow();
  await t.worker().runOnce();
  expect(t.fake.calls.map((c) => c.op)).toContain('FECompConsultar');
  expect((await t.rows(id))[0]).toMatchObject({ estado: 'emitida', numero: 1 });
  expect((await t.rows(second))[0]).toMatchObject({ estado: 'emitida', numero: 2 });
  expect(asked()).toBe(2);
});

test.each([
  ['otro total', (c: { total: string }) => Object.assign(c, { total: '999.00' })],
  ['otro documento', (c: { docNro: number }) => Object.assign(c, { docNro: 20111111112 })],
])(
  'FECompConsultar encuentra un comprobante con %s: no es la factura de esta venta (M9)',
  async (_, change) => {
    const { cookie } = await t.signIn('admin');
    const { id } = await inDoubt(cookie);
    change(t.fake.issued[0]!);
    await t.dueNow();
    await t.worker().runOnce();
    // The number is let go, and the sale gets the next one of its own.
    const [row] = await t.rows(id);
    expect(row).toMatchObject({ estado: 'emitida', numero: 2, cae: t.fake.issued[1]?.cae });
    expect(t.fake.issued.map((c) => c.numero)).toEqual([1, 2]);
    expect(t.fake.issued[1]).toMatchObject({ total: '500.00', docNro: 0 });
  },
);

const webOrder = t.transferOrder;

test.each([
  ['antes de que ARCA la emita', false],
  ['ya emitida', true],
])(
  'cobrado → no cobrado → cobrado con ARCA: una sola Factura C, %s, y el cobro se hace (M10)',
  async (_, emitFirst) => {
    const { cookie } = await t.signIn('admin');
    const id = await webOrder();
    const cobro = (cobrado: boolean) =>
      t.request({
        method: 'PUT',
        url: `/api/sheets/sale/${id}/cobro`,
        payload: { cobrado },
        cookie,
      });
    expect((await cobro(true)).statusCode).toBe(200);
    if (emitFirst) await t.worker().runOnce();
    expect((await cobro(false)).statusCode).toBe(200);
    const again = await cobro(true);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      factura: { estado: emitFirst ? 'emitida' : 'pendiente' },
    });
    await t.worker().runOnce();
    expect(await t.rows(id)).toHaveLength(1);
    expect((await t.rows(id))[0]).toMatchObject({ tipo: 11, estado: 'emitida', numero: 1 });
    expect(asked()).toBe(1);
  },
);
