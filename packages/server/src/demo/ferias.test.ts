// The demo's ferias: one today, so a weekday try of the stall has a feria (issue 33), and the
// next three Saturdays, the first with orders.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { feriaForOrder, feriaForPosSale } from '@feria/domain/rules/ferias';
import { afterAll, beforeEach, expect, test } from 'vitest';
import { closeTestDatabase, resetDatabase, testDatabase } from '../../test/support/database.ts';
import { ferias } from '../db/schema.ts';
import { seedFerias } from './ferias.ts';

beforeEach(async () => resetDatabase(await testDatabase()));
afterAll(() => closeTestDatabase());

test.each([
  ['un miércoles', '2026-11-25T15:00:00.000Z'],
  ['un sábado', '2026-11-28T13:00:00.000Z'],
])(
  '%s la demo tiene una feria hoy para el puesto y la próxima abierta para pedidos',
  async (_, at) => {
    const { db } = await testDatabase();
    const now = new Date(at);
    expect(await seedFerias(db, now)).toBe(4);
    const rows = await db.select().from(ferias);
    const today = shopToday(now);
    expect(rows.map((f) => f.fecha).sort()).toEqual(
      [
        today,
        ...[0, 7, 14].map((d) => addDays(rows.map((f) => f.fecha).sort()[1] ?? '', d)),
      ].sort(),
    );
    const stall = feriaForPosSale(rows, now);
    expect(stall).toMatchObject({ fecha: today, lugar: 'Plaza Pueyrredón' });
    const web = feriaForOrder(rows, now);
    expect(web?.fecha).not.toBe(today);
    expect(new Date(`${web?.fecha}T12:00:00Z`).getUTCDay()).toBe(6);
  },
);
