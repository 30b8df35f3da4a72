// Cold start of an existing shop, the way the README starts it: `npm start` on a data folder that
// already holds the demo shop (npm, its script, the build check, the compiled server), from spawn
// to the first 200 of /api/health and of the catalogue, and the resident memory once idle. In
// turns with the compiled server started directly (`node packages/server/dist/bin/main.js`): the
// difference is what npm and the build check cost. Median of RUNS (5) starts each.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { report } from './lib/report.ts';
import { freePort, root, rssMb, serverBundle, startServer } from './lib/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export type ColdStart = { healthMs: number; catalogMs: number; rssIdleMb: number };

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstOk(url: string, started: number): Promise<number> {
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The server process itself (npm's grandchild), for its memory. */
function serverPid(groupId: number): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [program, script] = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const node = program?.endsWith('node') && /start\.mjs|main\.js/.test(script ?? '');
      if (Number(fields[2]) === groupId && node) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return undefined;
}

async function once(dataDir: string, how: 'npm' | 'node'): Promise<ColdStart> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [command, args] = how === 'npm' ? ['npm', ['start']] : [process.execPath, [serverBundle()]];
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    detached: true, // its own process group: npm's children stop with it
    env: {
      ...process.env,
      NODE_ENV: 'production', // as start.mjs sets it
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    const healthMs = await firstOk(`${url}/api/health`, started);
    const catalogMs = await firstOk(`${url}/api/sheets/data`, started);
    await new Promise((r) => setTimeout(r, 3_000));
    return { healthMs, catalogMs, rssIdleMb: rssMb(serverPid(child.pid!)) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const medians = (runs: ColdStart[]): ColdStart => ({
  healthMs: median(runs.map((r) => r.healthMs)),
  catalogMs: median(runs.map((r) => r.catalogMs)),
  rssIdleMb: median(runs.map((r) => r.rssIdleMb)),
});

export async function coldStartBench(): Promise<ColdStart> {
  const first = await startServer({ SEED_DEMO: 'true' });
  await first.stop();
  try {
    serverBundle(); // built before the first start, so npm start finds it current
    const viaNpm: ColdStart[] = [];
    const direct: ColdStart[] = [];
    for (let i = 0; i < RUNS; i++) {
      viaNpm.push(await once(first.dataDir, 'npm'));
      direct.push(await once(first.dataDir, 'node'));
    }
    const result = medians(viaNpm);
    const base = medians(direct);
    report({
      name: `arranque en frío con npm start, tienda demo, PGlite: primer 200 de /api/health (mediana de ${RUNS})`,
      value: result.healthMs,
      unit: 'ms',
      goal: { max: 1_000 },
      baseline: {
        label: 'el servidor compilado sin npm, en turnos',
        value: base.healthMs,
        unit: 'ms',
      },
      note: `corridas ${viaNpm.map((r) => r.healthMs).join(', ')} ms; del catálogo ${result.catalogMs} ms; RSS en reposo ${result.rssIdleMb} MB`,
    });
    report({
      name: `arranque en frío del servidor compilado solo (node main.js), tienda demo, PGlite: primer 200 de /api/health (mediana de ${RUNS})`,
      value: base.healthMs,
      unit: 'ms',
      goal: { max: 800 },
      note: `corridas ${direct.map((r) => r.healthMs).join(', ')} ms; del catálogo ${base.catalogMs} ms`,
    });
    return result;
  } finally {
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await coldStartBench();
