// MARKET §13 / issue 63: Meta's throughput is per phone number, so WHATSAPP_PER_SECOND holds for
// the shop, not for each server. Two real server processes on one PostgreSQL, Meta (the local fake)
// refusing with 130429 beyond 10 a second, 30 notices: none refused, no second over 10, each once.
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { sales, whatsappAvisos } from '../../src/db/schema.ts';
import { testDbKind } from '../support/database.ts';
import { killAll, type TwoServers, twoServers } from '../support/processes.ts';
import { insertSale } from '../support/sale-fixture.ts';
import { createStore } from '../support/stores.ts';
import { notices, whatsappEnv } from '../support/whatsapp.ts';
import { startWhatsappFake } from '../support/whatsapp-fake.ts';

afterAll(killAll);

const ORDERS = 30;
const PER_SECOND = 10;

function busiestSecond(times: number[]): number {
  let most = 0;
  for (const [i, from] of times.entries()) {
    most = Math.max(most, times.slice(i).filter((at) => at < from + 1000).length);
  }
  return most;
}

describe.runIf(testDbKind === 'postgres')('ritmo de WhatsApp con dos procesos', () => {
  test('dos servidores juntos no pasan WHATSAPP_PER_SECOND: ningún 130429, cada aviso una vez', async () => {
    const store = await createStore('postgres');
    const fake = await startWhatsappFake();
    fake.perSecond = PER_SECOND;
    const database = await store.open();
    let shop: TwoServers | null = null;
    try {
      // The whole queue is there before either server starts: both find it at once.
      const placed: number[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const sale = await insertSale(database.db, {
          cliente: { correo: `ritmo${i}@example.com` },
        });
        placed.push(sale.id);
      }
      await database.db
        .update(sales)
        .set({ avisosWhatsapp: true })
        .where(inArray(sales.id, placed));
      await database.db
        .insert(whatsappAvisos)
        .values(placed.map((saleId) => ({ saleId, evento: 'pedido.recibido' })));
      const env = () => ({
        ...store.env,
        ...whatsappEnv(fake.url, 5_000),
        WHATSAPP_PER_SECOND: String(PER_SECOND),
      });
      shop = await twoServers(env);
      await vi.waitFor(
        async () => {
          const rows = await notices(database.db);
          expect(rows.filter((r) => r.estado === 'enviado')).toHaveLength(ORDERS);
        },
        { timeout: 60_000, interval: 250 },
      );
      const times = fake.received.map((r) => r.at);
      console.info(
        `dos servidores, ${ORDERS} avisos: el segundo más cargado con ${busiestSecond(times)}`,
      );
      expect(fake.rateLimited).toBe(0);
      expect(busiestSecond(times)).toBeLessThanOrEqual(PER_SECOND);
      const perOrder = placed.map(
        (id) => fake.parameters().filter((p) => p[1] === String(id)).length,
      );
      expect(perOrder).toEqual(placed.map(() => 1));
    } finally {
      await shop?.stop();
      await database.close();
      await store.remove();
      await fake.close();
    }
  }, 240_000);
});
