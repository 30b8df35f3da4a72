// `npm run test:deploy` (DESIGN §7): Feria as a market runs it, on this machine. Two servers
// (TRUST_PROXY=1) on one PostgreSQL behind Caddy (deploy/Caddyfile with `tls internal`), checked
// over HTTPS. Prints each check and a last line "N passed, N failed"; exits non-zero on a failure
// and stops everything it started in any case. Only loopback addresses are used.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anOrder, forwardedForOneHop, metricsOnlyHere, pictureAcrossServers } from './checks.ts';
import { ADMIN, type Ctx, expectEqual } from './context.ts';
import { databaseCutsBothServers } from './db-fault.ts';
import { httpsClient } from './https.ts';
import { rollingRestart } from './rolling.ts';
import { backupRoundTrip } from './roundtrip.ts';
import {
  createDatabase,
  freePort,
  localCaddyfile,
  root,
  startCaddy,
  startFeria,
  stopAll,
  tempDir,
} from './stack.ts';
import { ensureTools, has } from './tools.ts';

const results = { passed: 0, failed: 0 };

async function check(name: string, task: () => Promise<string>): Promise<boolean> {
  const started = Date.now();
  try {
    const detail = await task();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`✓ ${name}: ${detail} (${seconds} s)`);
    results.passed++;
    return true;
  } catch (err) {
    console.info(`✗ ${name}: ${err instanceof Error ? err.message : String(err)}`);
    results.failed++;
    return false;
  }
}

/** systemd-analyze verify on the units and caddy validate on the Caddyfile, as shipped. */
async function shippedFilesAreValid(): Promise<string> {
  const dir = tempDir('feria-units-');
  for (const unit of ['feria@.service', 'feria-backup.service', 'feria-backup.timer']) {
    fs.copyFileSync(path.join(root, 'deploy', unit), path.join(dir, unit));
  }
  fs.copyFileSync(path.join(dir, 'feria@.service'), path.join(dir, 'feria@3000.service'));
  const said: string[] = [];
  if (has('systemd-analyze')) {
    const units = ['feria@3000.service', 'feria-backup.service', 'feria-backup.timer'];
    const verify = spawnSync(
      'systemd-analyze',
      ['verify', ...units.map((u) => path.join(dir, u))],
      {
        encoding: 'utf8',
      },
    );
    expectEqual(
      [verify.status, `${verify.stdout}${verify.stderr}`.trim()],
      [0, ''],
      'systemd-analyze verify',
    );
    said.push('systemd-analyze verify sin avisos');
  } else {
    said.push('systemd-analyze no está: unidades sin verificar');
  }
  const validate = spawnSync(
    'caddy',
    ['validate', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
    {
      encoding: 'utf8',
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    },
  );
  expectEqual(validate.status, 0, `caddy validate (${validate.stderr.slice(-300)})`);
  said.push('caddy validate: Valid configuration');
  return said.join('; ');
}

async function startStack(): Promise<Ctx> {
  if (!fs.existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    console.info('Compilando la web...');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
  const database = await createDatabase('tienda');
  const [httpsPort, httpPort, portA, portB] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const base = `https://127.0.0.1:${httpsPort}`;
  const dataDirs = [tempDir('feria-a-'), tempDir('feria-b-')];
  const serverEnv = (index: number) => ({
    DATA_DIR: dataDirs[index]!,
    DATABASE_URL: database.url,
    PUBLIC_URL: base,
    TRUST_PROXY: '1',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: ADMIN.password,
    ORDERS_PER_HOUR: '1000000',
  });
  // One after the other: the first migrates and creates the admin.
  const a = await startFeria(portA, serverEnv(0));
  const b = await startFeria(portB, serverEnv(1));
  const caddy = await startCaddy(
    localCaddyfile(httpsPort, httpPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]),
  );
  const client = httpsClient(base, caddy.ca());
  // Caddy's first health checks: both ready.
  let ready = 0;
  for (let i = 0; i < 100 && ready !== 200; i++) {
    ready = await client.request('GET', '/api/health/ready').then(
      (r) => r.status,
      () => 0,
    );
    if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  expectEqual(ready, 200, `Caddy no llega a Feria:\n${caddy.output().slice(-1500)}`);
  const ctx: Ctx = {
    caddy,
    client,
    servers: [a, b],
    serverEnv,
    database,
    cookie: '',
    productId: 0,
    picture: '',
  };
  const login = await client.request('POST', '/api/login/email', { json: ADMIN });
  expectEqual(login.status, 200, 'ingreso del administrador por HTTPS');
  ctx.cookie = login.headers['set-cookie']!.split(';')[0]!;
  const created = await client.request('POST', '/api/sheets/data', {
    headers: { cookie: ctx.cookie },
    json: {
      categoria: 'Legumbres',
      nombre: 'Yerba mate agroecológica',
      marca: 'Cooperativa Río Paraná',
      medida: '1 kg',
      cantidad: '100000',
      precio: '4,500.00',
      url: '',
      descripcion: 'Yerba de la prueba de despliegue.',
    },
  });
  expectEqual(created.status, 201, `producto (${created.body.toString().slice(0, 200)})`);
  ctx.productId = (JSON.parse(created.body.toString()) as { id: number }).id;
  return ctx;
}

async function main(): Promise<void> {
  const started = Date.now();
  console.info(`Prueba de despliegue en ${os.hostname()} (solo 127.0.0.1)`);
  let ctx: Ctx | null = null;
  const ready = await check('herramientas y pila', async () => {
    await ensureTools();
    ctx = await startStack();
    return `2 servidores Feria (TRUST_PROXY=1) sobre PostgreSQL detrás de Caddy en ${ctx.caddy.base}`;
  });
  await check('deploy/: unidades de systemd y Caddyfile', shippedFilesAreValid);
  if (ready && ctx) {
    const c: Ctx = ctx;
    await check('un pedido por HTTPS', () => anOrder(c));
    await check('una foto subida a un servidor la sirve el otro', () => pictureAcrossServers(c));
    await check('X-Forwarded-For, un solo salto', () => forwardedForOneHop(c));
    await check('/metrics solo desde la propia máquina', () => metricsOnlyHere(c));
    await check('la base corta a los dos servidores: ninguno muere', () =>
      databaseCutsBothServers(c),
    );
    await check('reinicio escalonado con carga, sin errores', () => rollingRestart(c));
    await check('copia → base vacía → restauración', () => backupRoundTrip(c));
    c.client.close();
  }
  await stopAll();
  console.info(`Duración: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.info(`${results.passed} passed, ${results.failed} failed`);
  // Everything it started is stopped: nothing left may keep this process waiting.
  process.exit(results.failed > 0 ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(1));
  });
}

main().catch(async (err) => {
  console.error('La prueba de despliegue se interrumpió:', err);
  await stopAll();
  console.info(`${results.passed} passed, ${results.failed + 1} failed`);
  process.exit(1);
});
