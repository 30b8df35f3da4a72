// Real server processes for the durability and scale-out tests: the compiled server, as
// `npm start` runs it (scripts/build-server.mjs); backup and restore through tsx. Their output is kept in memory (never printed: the tests fail on an
// unexpected console.error) and shown only when a start-up fails.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const ADMIN = { email: 'admin@feria.local', password: 'admin-escala-clave' };

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const tempDir = (prefix = 'feria-proc-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export type Proc = {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

const live = new Set<ChildProcess>();

/** Runs a TypeScript entry point of the server with only the given environment (plus PATH). */
export function runScript(script: string, args: string[], env: Record<string, string>): Proc {
  return runNode(['--import', 'tsx', script, ...args], env);
}

let compiled = false;

/** The compiled server, built once per test file from the sources as they are now. */
/** The compiled server (built once per test file), relative to the project's root. */
export function compiledServer(): string {
  if (!compiled) {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'pipe' });
    compiled = true;
  }
  return 'packages/server/dist/bin/main.js';
}

function runNode(args: string[], env: Record<string, string>): Proc {
  return runCommand(process.execPath, args, env);
}

/** Any command (npm, sh) from the project's root, with only the given environment (plus PATH). */
export function runCommand(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, {
    cwd: root,
    // Georef is never asked from the tests (a test that wants it points GEOREF_URL at its fake).
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      LOG_LEVEL: 'warn',
      GEOREF_URL: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve(code ?? signal ?? -1);
    }),
  );
  return { child, output: () => out, exited };
}

/** Kills (SIGKILL) every process these helpers started that is still running: for afterAll. */
export async function killAll(): Promise<void> {
  const waits = [...live].map((c) => new Promise((r) => c.once('exit', r)));
  for (const c of live) c.kill('SIGKILL');
  await Promise.all(waits);
}

export type Server = Proc & { url: string; port: number; dataDir: string; stop(): Promise<void> };

export type ServerEnv = { DATA_DIR?: string; PUBLIC_URL?: string } & Record<string, string>;

/** Starts the shop and waits until /api/health answers; a failed start throws with its output. */
export async function startServer(env: ServerEnv = {}, timeoutMs = 90_000): Promise<Server> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? tempDir();
  const url = `http://127.0.0.1:${port}`;
  const proc = runNode([compiledServer()], {
    PORT: String(port),
    PUBLIC_URL: url,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
    DATA_DIR: dataDir,
  });
  let code: number | string | null = null;
  void proc.exited.then((c) => (code = c));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && code === null) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      const stop = async () => {
        if (code === null) proc.child.kill('SIGTERM');
        await proc.exited;
      };
      return { ...proc, url, port, dataDir, stop };
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  proc.child.kill('SIGKILL');
  await proc.exited;
  throw new Error(`El servidor no arrancó (salida ${code}):\n${proc.output()}`);
}

/** Two shop processes on one database, each with a DATA_DIR of its own (DESIGN §1: a server keeps
 * no state of its own). `servers` may be replaced by a test that starts one again; `stop` stops
 * the ones there and removes both folders. */
export type TwoServers = {
  servers: [Server, Server];
  /** What server i is started with (its own DATA_DIR): to start it again after a kill. */
  env: (i: 0 | 1) => ServerEnv;
  stop(): Promise<void>;
};

export async function twoServers(
  env: (i: 0 | 1) => ServerEnv,
  /** The first migrates and makes the admin before the second starts. */
  { oneAfterTheOther = false } = {},
): Promise<TwoServers> {
  const dirs = [tempDir('feria-a-'), tempDir('feria-b-')] as const;
  const envOf = (i: 0 | 1): ServerEnv => ({ ...env(i), DATA_DIR: dirs[i] });
  const servers: [Server, Server] = oneAfterTheOther
    ? [await startServer(envOf(0)), await startServer(envOf(1))]
    : await Promise.all([startServer(envOf(0)), startServer(envOf(1))]);
  return {
    servers,
    env: envOf,
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A JSON call with the shop's Origin (the CSRF proof a browser would send). */
export async function call(
  server: { url: string },
  method: string,
  url: string,
  body?: unknown,
  cookie?: string,
  origin = server.url,
): Promise<{ status: number; body: unknown; setCookie: string | null }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body: parsed, setCookie: res.headers.get('set-cookie') };
}

/** Signs in as the first admin; returns the cookie pair to send back. */
export async function signInAdmin(server: { url: string }, origin?: string): Promise<string> {
  const res = await call(server, 'POST', '/api/login/email', ADMIN, undefined, origin);
  if (res.status !== 200 || !res.setCookie) throw new Error(`login: ${res.status}`);
  return res.setCookie.split(';')[0]!;
}

/** sha256 over every file's path and bytes under a directory: equal means untouched. */
export function hashTree(dir: string, skip: (relative: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of fs.readdirSync(current).sort()) {
      const full = path.join(current, name);
      const relative = path.relative(dir, full);
      if (skip(relative)) continue;
      hash.update(relative);
      if (fs.statSync(full).isDirectory()) walk(full);
      else hash.update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Another process holding the embedded database's lock (test/support/hold-lock.ts). */
export async function holdLock(dbDir: string): Promise<Proc> {
  const proc = runScript('packages/server/test/support/hold-lock.ts', [dbDir], {});
  const deadline = Date.now() + 30_000;
  while (!proc.output().includes('held')) {
    if (Date.now() > deadline) throw new Error(`hold-lock no tomó el bloqueo:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return proc;
}
