// `npm run test:deploy` (DESIGN §7): Feria as a market runs it, on this machine. Two servers
// (TRUST_PROXY=1) on one PostgreSQL behind Caddy (deploy/Caddyfile with `tls internal`), checked
// over HTTPS. Prints each check and a last line "N passed, N failed"; exits non-zero on a failure
// and stops everything it started in any case. Only loopback addresses are used.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anOrder, forwardedForOneHop, metricsOnlyHere, pictureAcrossServers } from './checks.ts';
import { type Ctx, expectEqual } from './context.ts';
import { databaseCutsBothServers } from './db-fault.ts';
import { databaseRestartsUnderCaddy } from './db-restart.ts';
import { rollingRestart } from './rolling.ts';
import { backupRoundTrip } from './roundtrip.ts';
import { startShop } from './shop.ts';
import { createDatabase, root, stopAll, tempDir } from './stack.ts';
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

/** The web app (when not built yet) and the server bundle, as `npm start` compiles them. */
function build(): void {
  if (!fs.existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    console.info('Compilando la web...');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
}

async function main(): Promise<void> {
  const started = Date.now();
  console.info(`Prueba de despliegue en ${os.hostname()} (solo 127.0.0.1)`);
  let ctx: Ctx | null = null;
  const ready = await check('herramientas y pila', async () => {
    await ensureTools();
    build();
    ctx = await startShop(await createDatabase('tienda'));
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
    await check('PostgreSQL se reinicia y se detiene 5 s: ningún servidor muere', () =>
      databaseRestartsUnderCaddy(),
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
