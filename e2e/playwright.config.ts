import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// The config is read by the runner and by each worker: the first reading picks the port and the
// data directory and leaves them in the environment the workers inherit.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= path.join(root, 'e2e', '.tmp', `data-${Date.now()}`);
fs.mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });

export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// MARKET §7: the shop's Mercado Pago is the tests' local fake (e2e/mercadopago-fake-server.ts).
process.env.E2E_MP_PORT ??= String(await freePort());
const mercadoPago = {
  E2E_MP_PORT: process.env.E2E_MP_PORT,
  E2E_MP_TOKEN: 'APP_USR-e2e',
  E2E_MP_SECRET: 'secreto-webhook-e2e-de-al-menos-32-letras',
  // MARKET §11: QR orders carry no notification URL; the fake tells the shop's webhook here.
  E2E_MP_WEBHOOK: `${baseURL}/api/mercadopago/webhook`,
};

// MARKET §12: ARCA is the tests' local fake (e2e/arca-fake-server.ts), signed in with a throwaway
// certificate made here, once, in the data directory (nothing secret is committed). A spec sets
// the fake's mode ("reject", "ok") with PUT http://127.0.0.1:{E2E_ARCA_PORT}/__modo.
process.env.E2E_ARCA_PORT ??= String(await freePort());
// MARKET §13.3: WhatsApp's Tier 2 on, against the tests' local Graph API fake
// (e2e/whatsapp-fake-server.ts): only orders that tick its box are ever sent.
process.env.E2E_WA_PORT ??= String(await freePort());
const arcaCert = path.join(process.env.E2E_DATA_DIR, 'arca-cert.pem');
const arcaKey = path.join(process.env.E2E_DATA_DIR, 'arca-key.pem');
if (!fs.existsSync(arcaCert)) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=feria-e2e',
      '-days',
      '2',
    ].concat(['-keyout', arcaKey, '-out', arcaCert]),
    { stdio: 'ignore' },
  );
}
const arcaUrl = `http://127.0.0.1:${process.env.E2E_ARCA_PORT}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
      },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/mercadopago-fake-server.ts',
      cwd: root,
      port: Number(process.env.E2E_MP_PORT),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: mercadoPago,
    },
    {
      command: 'node --import tsx e2e/arca-fake-server.ts',
      cwd: root,
      port: Number(process.env.E2E_ARCA_PORT),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_ARCA_PORT: process.env.E2E_ARCA_PORT, E2E_ARCA_CERT: arcaCert },
    },
    {
      command: 'node --import tsx e2e/whatsapp-fake-server.ts',
      cwd: root,
      port: Number(process.env.E2E_WA_PORT),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_WA_PORT: process.env.E2E_WA_PORT },
    },
    {
      command: 'node --import tsx packages/server/src/main.ts',
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // The first start compiles through tsx and seeds the demo shop; beside a busy lane it has taken
      // over two minutes on 2 cores.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: 'admin@feria.local',
        ADMIN_PASSWORD: 'admin-e2e-clave',
        LOG_LEVEL: 'warn',
        // API.md round 5: every spec orders from 127.0.0.1 on one server; the open-orders limits
        // are tested on the server (packages/server/test/security/open-orders.test.ts).
        PEDIDOS_ABIERTOS: '1000',
        ABIERTO_POR_DIRECCION: '100000000',
        // Every spec's orders come from 127.0.0.1 within the hour; the per-address limit is tested
        // on the server (packages/server/src/modules/sales/order-limits.test.ts).
        ORDERS_PER_HOUR: '100000',
        MERCADOPAGO_ACCESS_TOKEN: mercadoPago.E2E_MP_TOKEN,
        MERCADOPAGO_WEBHOOK_SECRET: mercadoPago.E2E_MP_SECRET,
        MERCADOPAGO_API_URL: `http://127.0.0.1:${mercadoPago.E2E_MP_PORT}`,
        MERCADOPAGO_POS_ID: 'FERIA01',
        ARCA_CUIT: '20123456786',
        ARCA_PUNTO_VENTA: '3',
        ARCA_CERT: arcaCert,
        ARCA_KEY: arcaKey,
        ARCA_WSAA_URL: `${arcaUrl}/ws/services/LoginCms`,
        ARCA_WSFE_URL: `${arcaUrl}/wsfev1/service.asmx`,
        // MARKET §14: Georef is never asked from a test; its rounds are tested on the server
        // against a local fake (packages/server/src/modules/envios/geocoding.test.ts).
        GEOREF_URL: 'off',
        WHATSAPP_TOKEN: 'token-e2e',
        WHATSAPP_PHONE_NUMBER_ID: '1099887766',
        WHATSAPP_APP_SECRET: 'secreto-de-la-app-e2e',
        WHATSAPP_VERIFY_TOKEN: 'verificar-e2e',
        WHATSAPP_API_URL: `http://127.0.0.1:${process.env.E2E_WA_PORT}/v24.0`,
      },
    },
  ],
});
