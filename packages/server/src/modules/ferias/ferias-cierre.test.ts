// MARKET §1: editing a feria's fecha without sending cierre moves the cierre to the new day's
// default; without a new fecha the feria keeps the cierre it had.

import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { defaultCierre } from '@feria/domain/rules/ferias';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { feriaBody, inDays, insertFeria } from '../../../test/support/ferias.ts';
import { ferias } from '../../db/schema.ts';

const t = buildTestApp();

const put = (id: number, payload: Record<string, unknown>, cookie: string) =>
  t.request({ method: 'PUT', url: `/api/ferias/${id}`, payload, cookie });

test('mover la fecha dos días antes sin mandar cierre lo lleva al cierre por defecto del nuevo día', async () => {
  const feria = await insertFeria(t.database.db, { fecha: inDays(6) });
  const { cookie } = await t.signIn('admin');
  for (const cierre of [undefined, null, '']) {
    const res = await put(feria.id, feriaBody({ fecha: inDays(4), cierre }), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().cierre).toBe(defaultCierre(inDays(4)).toISOString());
  }
});

test('mandar el cierre viejo al mover la fecha antes es 400 y no cambia nada', async () => {
  const feria = await insertFeria(t.database.db, { fecha: inDays(6) });
  const { cookie } = await t.signIn('admin');
  const old = feria.cierre.toISOString();
  const res = await put(feria.id, feriaBody({ fecha: inDays(2), cierre: old }), cookie);
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(FERIA_MSG.cierreDespues);
  const [row] = await t.database.db.select().from(ferias).where(eq(ferias.id, feria.id));
  expect(row).toMatchObject({ fecha: inDays(6), cierre: feria.cierre });
});

test('sin mover la fecha y sin cierre, la feria conserva el cierre que tenía; uno nuevo se guarda', async () => {
  const custom = new Date(`${inDays(5)}T18:30:00.000-03:00`);
  const feria = await insertFeria(t.database.db, { fecha: inDays(7), cierre: custom });
  const { cookie } = await t.signIn('admin');
  const kept = await put(feria.id, feriaBody({ fecha: inDays(7), lugar: 'Costanera' }), cookie);
  expect(kept.json()).toMatchObject({ lugar: 'Costanera', cierre: custom.toISOString() });
  const chosen = `${inDays(6)}T21:00:00.000Z`;
  const moved = await put(feria.id, feriaBody({ fecha: inDays(7), cierre: chosen }), cookie);
  expect(moved.json().cierre).toBe(chosen);
});
