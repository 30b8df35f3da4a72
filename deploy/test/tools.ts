// What `npm run test:deploy` needs on this machine, installed from Debian when missing: Caddy,
// PostgreSQL's client (pg_dump, pg_restore) and a PostgreSQL answering on 127.0.0.1:5432 (set up
// as .ci/run does: Debian's cluster "main" with trust for 127.0.0.1).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const has = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

let updated = false;
function aptInstall(...packages: string[]): void {
  console.info(`Instalando ${packages.join(', ')} con apt...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
  updated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env,
    stdio: 'ignore',
  });
}

function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startDebianPostgres(): Promise<void> {
  aptInstall('postgresql');
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1)!;
  if (!fs.existsSync(`/etc/postgresql/${version}/main`)) {
    execFileSync('pg_createcluster', [version, 'main', '--port', '5432'], { stdio: 'ignore' });
  }
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
  const rules = fs.readFileSync(hba, 'utf8');
  if (!rules.includes('host all all 127.0.0.1/32 trust')) {
    fs.writeFileSync(hba, `host all all 127.0.0.1/32 trust\n${rules}`);
  }
  const restart = spawnSync('pg_ctlcluster', [version, 'main', 'restart'], { stdio: 'ignore' });
  if (restart.status !== 0) execFileSync('pg_ctlcluster', [version, 'main', 'start']);
  for (let i = 0; i < 30; i++) {
    if (await portAnswers(5432)) return;
    await sleep(1000);
  }
  throw new Error(`PostgreSQL ${version} no arrancó en 127.0.0.1:5432`);
}

/** Installs and starts what is missing; says what it found. */
export async function ensureTools(): Promise<void> {
  if (!has('caddy')) aptInstall('caddy');
  if (!has('pg_dump') || !has('pg_restore')) aptInstall('postgresql-client');
  if (!(await portAnswers(5432))) await startDebianPostgres();
  const caddy = execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim().split(' ')[0];
  const pgDump = execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }).trim();
  console.info(`Caddy ${caddy}, ${pgDump}, PostgreSQL en 127.0.0.1:5432.`);
}
