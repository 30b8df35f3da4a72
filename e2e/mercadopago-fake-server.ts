// The e2e's Mercado Pago (MARKET §7, §11): the tests' local fake on E2E_MP_PORT, started by Playwright
// as a web server beside the shop. Never the real service.
import { startMercadoPagoFake } from '../packages/server/test/support/mercadopago-fake.ts';

const fake = await startMercadoPagoFake({
  secret: process.env.E2E_MP_SECRET ?? '',
  token: process.env.E2E_MP_TOKEN ?? '',
  port: Number(process.env.E2E_MP_PORT),
  webhookUrl: process.env.E2E_MP_WEBHOOK,
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
process.on('SIGINT', () => void fake.close().then(() => process.exit(0)));
