// The pieces `npm run test:deploy` runs: Feria servers (the compiled bundle, as the systemd unit
// starts it), Caddy with deploy/Caddyfile turned to `tls internal` on local ports, and PostgreSQL
// databases of its own. Everything started is recorded so that `stopAll` ends it, whatever failed.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const PG_BASE = 'postgres://postgres@127.0.0.1:5432';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanups: (() => Promise<void> | void)[] = [];
export const onCleanup = (task: () => Promise<void> | void) => cleanups.push(task);

export async function stopAll(): Promise<void> {
  for (const task of cleanups.splice(0).reverse()) {
    await Promise.resolve()
      .then(task)
      .catch((err: unknown) => console.error('Al limpiar:', err));
  }
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export type Proc = { child: ChildProcess; output(): string; exited: Promise<number | string> };

function start(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { child, output: () => out, exited };
}

/** Waits until `url` answers 200 (plain HTTP, straight to a server). */
async function waitReady(url: string, proc: Proc, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void proc.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const ok = await fetch(url).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`No quedó listo ${url}:\n${proc.output().slice(-2000)}`);
}

export type Feria = Proc & { port: number; url: string };

export async function startFeria(port: number, env: Record<string, string>): Promise<Feria> {
  const proc = start(process.execPath, ['packages/server/dist/bin/main.js'], {
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/api/health/ready`, proc);
  return { ...proc, port, url };
}

/** deploy/Caddyfile as shipped, on local ports: `tls internal`, bound to 127.0.0.1. */
export function localCaddyfile(httpsPort: number, httpPort: number, upstreams: string[]): string {
  const shipped = fs.readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8');
  const site = `https://127.0.0.1:${httpsPort} {\n\tbind 127.0.0.1\n\ttls internal\n`;
  const text = shipped
    .replace('tienda.ejemplo.com.ar {\n', site)
    .replace(/^(\t\t)to 127\.0\.0\.1:3000$/m, `$1to ${upstreams.join(' ')}`);
  if (!text.includes(site) || !text.includes(`to ${upstreams.join(' ')}`)) {
    throw new Error('deploy/Caddyfile cambió: no se encontró el sitio o la línea "to"');
  }
  const global = [
    '{',
    '\tadmin off',
    '\tauto_https disable_redirects',
    '\tskip_install_trust',
    `\thttp_port ${httpPort}`,
    `\thttps_port ${httpsPort}`,
    '}',
  ].join('\n');
  return `${global}\n\n${text}`;
}

export async function startCaddy(
  caddyfile: string,
): Promise<Proc & { base: string; ca: () => string }> {
  const dir = tempDir('feria-caddy-');
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(file, caddyfile);
  const proc = start('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
  });
  const port = /https:\/\/127\.0\.0\.1:(\d+)/.exec(caddyfile)![1];
  const rootCert = path.join(dir, 'data/caddy/pki/authorities/local/root.crt');
  for (let i = 0; i < 100 && !fs.existsSync(rootCert); i++) await sleep(100);
  if (!fs.existsSync(rootCert)) throw new Error(`Caddy no arrancó:\n${proc.output()}`);
  return {
    ...proc,
    base: `https://127.0.0.1:${port}`,
    ca: () => fs.readFileSync(rootCert, 'utf8'),
  };
}

/** A new PostgreSQL database, dropped at the end. */
export async function createDatabase(label: string): Promise<{ name: string; url: string }> {
  const name = `feria_deploy_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  onCleanup(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { name, url: `${PG_BASE}/${name}` };
}

export async function adminQuery(text: string, url = `${PG_BASE}/postgres`): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** `npm run backup` / `npm run restore`, as the nightly service runs them. */
export async function runTool(
  name: 'backup' | 'restore',
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number | string; output: string }> {
  const proc = start(
    process.execPath,
    ['--import', 'tsx', `packages/server/src/db/${name}.ts`, ...args],
    { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
  );
  return { code: await proc.exited, output: proc.output() };
}
