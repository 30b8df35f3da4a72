// Cold start of an existing shop: the compiled server (as npm start runs it) on a data folder
// that already holds the demo shop, from spawn to the first 200 of /api/health and of the
// catalogue, and the resident memory once it is idle. Median of RUNS starts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { report } from './lib/report.ts';
import { freePort, root, rssMb, serverBundle, startServer } from './lib/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export type ColdStart = { healthMs: number; catalogMs: number; rssIdleMb: number };

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstOk(url: string, started: number): Promise<number> {
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function once(dataDir: string): Promise<ColdStart> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [serverBundle()], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const healthMs = await firstOk(`${url}/api/health`, started);
    const catalogMs = await firstOk(`${url}/api/sheets/data`, started);
    await new Promise((r) => setTimeout(r, 3_000));
    return { healthMs, catalogMs, rssIdleMb: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function coldStartBench(): Promise<ColdStart> {
  const first = await startServer({ SEED_DEMO: 'true' });
  await first.stop();
  try {
    const runs: ColdStart[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(first.dataDir));
    const result = {
      healthMs: median(runs.map((r) => r.healthMs)),
      catalogMs: median(runs.map((r) => r.catalogMs)),
      rssIdleMb: median(runs.map((r) => r.rssIdleMb)),
    };
    report({
      name: `arranque en frío, tienda demo, PGlite: primer 200 de /api/health (mediana de ${RUNS})`,
      value: result.healthMs,
      unit: 'ms',
      goal: { max: 1_500 },
      note: `del catálogo ${result.catalogMs} ms; RSS en reposo ${result.rssIdleMb} MB`,
    });
    return result;
  } finally {
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await coldStartBench();
