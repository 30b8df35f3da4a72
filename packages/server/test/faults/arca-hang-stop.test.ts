// The invoice worker's stop while ARCA accepts and says nothing. A round may make four calls at
// ARCA_TIMEOUT_MS each (20 s by default), which would hold a graceful stop past systemd's 30 s: the
// stop cuts the call in flight instead. The factura is not put off (it was not ARCA's failure):
// still pendiente, its attempts not counted, due at once for the next start.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { facturas } from '../../src/db/schema.ts';
import { announceArca } from '../../src/modules/facturas/queue.ts';
import { startFacturaWorker } from '../../src/modules/facturas/worker.ts';
import { buildTestApp } from '../support/app.ts';
import { makeCertificate } from '../support/arca-fake.ts';
import { insertProduct } from '../support/fixtures.ts';
import { type BrokenService, brokenService } from './broken-service.ts';

const env: Record<string, string> = {
  ARCA_CUIT: '20123456786',
  ARCA_PUNTO_VENTA: '3',
  ARCA_TIMEOUT_MS: '30000',
};
let arca: BrokenService;
beforeAll(async () => {
  arca = await brokenService();
  const { cert, key } = makeCertificate();
  Object.assign(env, {
    ARCA_CERT: cert,
    ARCA_KEY: key,
    ARCA_WSAA_URL: `${arca.url}/ws/services/LoginCms`,
    ARCA_WSFE_URL: `${arca.url}/wsfev1/service.asmx`,
  });
});
afterAll(() => arca.close());
const t = buildTestApp(env);

test('detener el trabajador de facturas con ARCA colgado: termina en segundos y la factura sigue pendiente, sin intento contado', async () => {
  await announceArca(t.database.db, t.config.arca);
  await arca.set('silent');
  const { cookie } = await t.signIn('seller');
  const p = await insertProduct(t.database.db, { precio: 1500, stock: 10 });
  const sale = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: {
      canal: 'pos',
      productos: [{ id: p.id, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: 'Cliente del puesto', documento: '12.345.678' },
    },
  });
  expect(sale.statusCode, sale.body).toBe(201);
  if (!t.config.arca) throw new Error('ARCA apagado');
  const worker = startFacturaWorker(t.database.db, t.config.arca, {
    pollMs: 3_600_000,
    log: { warn: () => {} },
  });
  await expect.poll(() => arca.accepted, { timeout: 10_000 }).toBeGreaterThan(0);
  const stoppedAt = Date.now();
  await worker.stop();
  const waited = Date.now() - stoppedAt;
  console.info(`ARCA colgado: stop() en ${waited} ms`);
  expect(waited).toBeLessThan(2_000);
  const [row] = await t.database.db
    .select()
    .from(facturas)
    .where(eq(facturas.saleId, (sale.json() as { id: number }).id));
  expect(row).toMatchObject({ estado: 'pendiente', numero: null, intentos: 0, lastError: null });
  expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
});
