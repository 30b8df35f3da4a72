// Shared by the ferias tests: ferias inserted straight into the database, relative to now.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { defaultCierre } from '@feria/domain/rules/ferias';
import type { Db } from '../../src/db/client.ts';
import { ferias } from '../../src/db/schema.ts';

export const inDays = (days: number) => addDays(shopToday(new Date()), days);

export async function insertFeria(db: Db, fields: Partial<typeof ferias.$inferInsert> = {}) {
  const fecha = fields.fecha ?? inDays(7);
  const [row] = await db
    .insert(ferias)
    .values({
      fecha,
      desde: '09:00',
      hasta: '13:00',
      lugar: 'Plaza 25 de Mayo',
      direccion: 'San Martín 1800, Santa Fe',
      cierre: defaultCierre(fecha),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('sin feria');
  return row;
}

export const feriaBody = (over: Record<string, unknown> = {}) => ({
  fecha: inDays(10),
  desde: '09:00',
  hasta: '13:00',
  lugar: 'Parque Juan de Garay',
  direccion: 'Av. Presidente Perón 2800, Santa Fe',
  ...over,
});
