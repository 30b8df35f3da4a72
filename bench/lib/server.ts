import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Resident memory of a process in MB (Linux /proc), or NaN where that is not available. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
};

let built = false;

/** The compiled server as npm start runs it, built from the sources once per bench run. */
export function serverBundle(): string {
  if (!built) {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
    built = true;
  }
  return 'packages/server/dist/bin/main.js';
}

/** Starts the production server (the compiled one npm start runs, minus the build check). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'feria-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), serverBundle()],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'bench-admin-clave',
        LOG_LEVEL: 'warn',
        // Every bench's orders come from 127.0.0.1 (issue 57's limits are tested on the server).
        ORDERS_PER_HOUR: '1000000',
        ABIERTO_POR_DIRECCION: '100000000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // Three minutes: seeding the demo shop on a shared machine under heavy load took over one.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('el servidor terminó al iniciar');
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`el servidor no respondió en ${url} en 3 minutos`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export type BareAnswer = { body: Buffer; status?: number; contentType?: string };

/**
 * A bare node:http server answering the same bytes: the ceiling to compare against. One answer
 * for every request, or one per path (a benchmark that cycles through several URLs). A request
 * body is read to its end first, as any server must.
 */
export async function startBare(answer: Buffer | BareAnswer | Map<string, BareAnswer>) {
  const port = await freePort();
  const fixed = Buffer.isBuffer(answer) ? { body: answer } : answer;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const a = fixed instanceof Map ? fixed.get(req.url ?? '') : fixed;
      if (!a) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(a.status ?? 200, {
        'content-type': a.contentType ?? 'application/json; charset=utf-8',
        'content-length': a.body.length,
      });
      res.end(a.body);
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}
