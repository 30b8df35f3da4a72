// Issue 56, defect 3: a server restarted after a SIGKILL takes its dead predecessor's invoicing
// lease at once instead of waiting 4 × ARCA_TIMEOUT_MS + 5 s; a live holder, or one it cannot
// show dead, keeps it.
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { arcaTestApp } from '../../../test/support/arca.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { arcaTurnos } from '../../db/schema.ts';
import { deadPredecessor, type Holder, holderOf, holderText } from './predecessor.ts';

const t = arcaTestApp();

/** A process on this host, as a lease holder, still running. */
async function liveProcess() {
  const child = spawn('sleep', ['60']);
  await new Promise((r) => child.once('spawn', r));
  const exited = new Promise((r) => child.once('exit', r));
  const kill = () => {
    child.kill('SIGKILL');
    return exited;
  };
  return { holder: holderOf(child.pid!), kill };
}

/**
 * The lease of punto de venta 3, held by `holder` for the next 85 s. Written in one statement: the
 * worker's own first round may run at any moment, and must never find the lease free.
 */
async function leaseHeldBy(holder: Holder | string) {
  const text = typeof holder === 'string' ? holder : holderText(holder);
  const hasta = sql`now() + interval '85 seconds'`;
  await t.database.db
    .insert(arcaTurnos)
    .values({ puntoVenta: 3, holder: text, hasta })
    .onConflictDoUpdate({ target: arcaTurnos.puntoVenta, set: { holder: text, hasta } });
}

async function aPendingInvoice() {
  const { cookie } = await t.signIn('admin');
  const p = await insertProduct(t.database.db, { stock: 10 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: {
      canal: 'pos',
      productos: [{ id: p.id, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: 'Cliente del puesto' },
    },
    cookie,
  });
  expect(res.statusCode).toBe(201);
}

test('el turno de un proceso muerto (SIGKILL) en este mismo equipo se toma enseguida', async () => {
  await aPendingInvoice();
  const dead = await liveProcess();
  await dead.kill();
  await leaseHeldBy(dead.holder);
  expect(await t.worker().runOnce()).toBe(1);
  expect((await t.rows())[0]).toMatchObject({ estado: 'emitida', numero: 1 });
});

test('el turno de un proceso vivo, de otro equipo o de una versión anterior se espera', async () => {
  await aPendingInvoice();
  const live = await liveProcess();
  const elsewhere = { ...holderOf(process.pid), host: 'otro-equipo' };
  for (const holder of [live.holder, elsewhere, 'b7c1a1f2-uuid-de-antes']) {
    await leaseHeldBy(holder);
    expect(await t.worker().runOnce()).toBe(0);
  }
  await live.kill();
  expect(t.fake.issued).toHaveLength(0);
});

test('quién es un predecesor muerto', async () => {
  const me = holderOf(process.pid, '/datos/feria');
  const live = await liveProcess();
  expect(deadPredecessor(holderText(live.holder), me)).toBe(false);
  // Its pid reused by another process: another start time.
  expect(deadPredecessor(holderText({ ...live.holder, start: '1' }), me)).toBe(true);
  // Another pid namespace (a container with the host's name) or another boot: nothing shown.
  expect(deadPredecessor(holderText({ ...live.holder, start: '1', ns: 'pid:[1]' }), me)).toBe(
    false,
  );
  expect(deadPredecessor(holderText({ ...live.holder, start: '1', boot: 'x' }), me)).toBe(false);
  // The same embedded data folder: only one process opens it, so the holder has ended.
  expect(deadPredecessor(holderText({ ...live.holder, dir: '/datos/feria' }), me)).toBe(true);
  expect(deadPredecessor(holderText(me), me)).toBe(false);
  await live.kill();
  expect(deadPredecessor(holderText(live.holder), me)).toBe(true);
});
