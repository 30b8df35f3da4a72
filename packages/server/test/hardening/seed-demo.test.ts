// Issue 12 §8: the demo seller vendedor@feria.local exists only when SEED_DEMO=true; a real shop
// starts with its admin alone.
import { afterAll, beforeEach, expect, test } from 'vitest';
import { envioZonas, sales, users } from '../../src/db/schema.ts';
import { DEMO_PRODUCTOR_EMAIL } from '../../src/demo/productor-account.ts';
import { DEMO_SELLER_EMAIL, seed } from '../../src/demo/seed.ts';
import { readOrigen } from '../../src/modules/envios/origen.ts';
import { testConfig } from '../support/app.ts';
import { closeTestDatabase, resetDatabase, testDatabase } from '../support/database.ts';

beforeEach(async () => resetDatabase(await testDatabase()));
afterAll(() => closeTestDatabase());

const emails = async () => {
  const { db } = await testDatabase();
  return (await db.select().from(users)).map((u) => u.email).sort();
};

test('sin SEED_DEMO=true no se crea el vendedor de demostración', async () => {
  const { db } = await testDatabase();
  const lines: string[] = [];
  lines.push(...(await seed(db, testConfig({ SEED_DEMO: 'false' }), (line) => lines.push(line))));
  expect(await emails()).toEqual(['admin@feria.local']);
  expect(lines.join('\n')).not.toContain(DEMO_SELLER_EMAIL);
  expect(lines.join('\n')).not.toContain(DEMO_PRODUCTOR_EMAIL);
});

test('con SEED_DEMO=true se crea el vendedor de demostración', async () => {
  const { db } = await testDatabase();
  const lines: string[] = [];
  lines.push(...(await seed(db, testConfig({ SEED_DEMO: 'true' }), (line) => lines.push(line))));
  // MARKET §9: the demo's bolsón customers (bolson1..3@feria.local) are customers, not staff.
  expect(await emails()).toEqual([
    'admin@feria.local',
    'bolson1@feria.local',
    'bolson2@feria.local',
    'bolson3@feria.local',
    DEMO_PRODUCTOR_EMAIL,
    DEMO_SELLER_EMAIL,
  ]);
  expect(lines.join('\n')).toContain(DEMO_SELLER_EMAIL);
  // MARKET §15: one demo producer has its access, so npm start shows "Mi puesto".
  expect(lines.join('\n')).toContain(DEMO_PRODUCTOR_EMAIL);
  const [productor] = (await db.select().from(users)).filter((u) => u.rol === 'productor');
  expect(productor!.productorId).toEqual(expect.any(Number));
  // MARKET §14: the reparto's origin, a zone to try (inactive: Envío works as before) and the
  // demo's Envío order with its point.
  expect(await readOrigen(db)).toMatchObject({ direccion: 'Mercado Progreso, Balcarce 1635' });
  expect((await db.select().from(envioZonas)).map((z) => [z.nombre, z.activa])).toEqual([
    ['Centro y Candioti', false],
  ]);
  const envios = (await db.select().from(sales)).filter((s) => s.envio === 'envio');
  expect(envios.some((s) => s.ubicacionFuente === 'manual' && s.clienteBarrio !== '')).toBe(true);
}, 120_000);
