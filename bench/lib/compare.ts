// One API benchmark: Feria under autocannon, then a bare node:http server answering the very same
// bytes under the same load in the same run, and the server's memory while idle and under load.
// Both are warmed up first, then measured in turns (Feria, node:http, three times): the ratio is
// the median of the three turns', so a slower moment of a shared machine falls on both alike.
import os from 'node:os';
import autocannon from 'autocannon';
import { report } from './report.ts';
import { type BareAnswer, type RunningServer, rssMb, startBare } from './server.ts';

type LoadResult = { label: string; rps: number; p50: number; p99: number; errors: number };

export type ApiFigures = {
  name: string;
  database: 'PGlite' | 'PostgreSQL';
  products: number;
  bytes: number;
  feria: LoadResult;
  base: LoadResult;
  ratio: number;
  rssIdleMb: number;
  rssPeakMb: number;
};

export type Request = {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** A PostgreSQL server to run the API benchmarks on too (each gets a fresh database on it). */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;
const databaseName = (url: string | undefined) => (url ? 'PostgreSQL' : 'PGlite');

const TURNS = 3;
const WARM_UP_SECONDS = 2;

/** Runs autocannon over a list of requests (each connection cycles through it). */
async function hammer(
  label: string,
  url: string,
  requests: Request[] | (() => Request),
  duration = seconds / TURNS,
): Promise<LoadResult> {
  const list = typeof requests === 'function' ? [requests()] : requests;
  const result = await autocannon({
    url,
    duration,
    connections,
    requests: list.map((r) => ({
      method: r.method ?? 'GET',
      path: r.path,
      body: r.body,
      headers: r.headers,
      ...(typeof requests === 'function'
        ? { setupRequest: (req: object) => ({ ...req, ...requests() }) }
        : {}),
    })),
  });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Samples the server's RSS every 100 ms while `work` runs; returns the highest. */
async function peakDuring<T>(pid: number | undefined, work: Promise<T>): Promise<[T, number]> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  try {
    return [await work, peak];
  } finally {
    clearInterval(timer);
  }
}

export async function compareWithBare(opts: {
  name: string;
  databaseUrl: string | undefined;
  products: number;
  server: RunningServer;
  requests: Request[] | (() => Request);
  /** What the bare server answers: the bytes Feria gave for the same requests. */
  bare: BareAnswer | Map<string, BareAnswer>;
}): Promise<ApiFigures> {
  const { server } = opts;
  await new Promise((r) => setTimeout(r, 1_000));
  const rssIdleMb = rssMb(server.child.pid);
  const bare = await startBare(opts.bare);
  await hammer('', server.url, opts.requests, WARM_UP_SECONDS);
  await hammer('', bare.url, opts.requests, WARM_UP_SECONDS);
  const turns: { feria: LoadResult; base: LoadResult }[] = [];
  let rssPeakMb = rssIdleMb;
  for (let turn = 0; turn < TURNS; turn++) {
    const [feria, peak] = await peakDuring(
      server.child.pid,
      hammer(`Feria ${opts.name}`, server.url, opts.requests),
    );
    rssPeakMb = Math.max(rssPeakMb, peak);
    turns.push({ feria, base: await hammer('node:http, mismos bytes', bare.url, opts.requests) });
  }
  await bare.stop();
  const ratioOf = (t: (typeof turns)[number]) => t.feria.rps / t.base.rps;
  const { feria, base } = [...turns].sort((a, b) => ratioOf(a) - ratioOf(b))[
    Math.floor(TURNS / 2)
  ]!;
  const answers = opts.bare instanceof Map ? [...opts.bare.values()] : [opts.bare];
  const bytes = Math.round(answers.reduce((s, a) => s + a.body.length, 0) / answers.length);
  const figures: ApiFigures = {
    name: opts.name,
    database: databaseName(opts.databaseUrl),
    products: opts.products,
    bytes,
    feria,
    base,
    ratio: feria.rps / base.rps,
    rssIdleMb,
    rssPeakMb,
  };
  printFigures(figures, turns.map(ratioOf));
  return figures;
}

function printFigures(f: ApiFigures, ratios: number[]): void {
  console.info(
    `\n${f.name} — ${f.database}, ${f.products.toLocaleString('es-AR')} productos, ${f.bytes} bytes por respuesta, ` +
      `${TURNS} turnos de ${(seconds / TURNS).toFixed(1)} s cada uno, ${connections} conexiones, ${os.cpus().length} núcleos (la tabla: el turno mediano)`,
  );
  console.info('| servidor | req/s | p50 ms | p99 ms | errores |');
  console.info('|---|---:|---:|---:|---:|');
  for (const r of [f.feria, f.base]) {
    console.info(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  }
  const goal = RATIO_GOALS[f.name];
  report({
    name: `${f.name}, ${f.database}, ${f.products.toLocaleString('es-AR')} productos: relación Feria / node:http`,
    value: Number(f.ratio.toFixed(2)),
    unit: '',
    ...(goal ? { goal: { min: goal } } : {}),
    baseline: { label: 'node:http, mismos bytes, en turnos', value: f.base.rps, unit: 'req/s' },
    note: `Feria ${f.feria.rps} req/s; mediana de ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
  });
  const rssGoal = f.name === 'GET /api/sheets/data' ? RSS_GOALS[f.database] : undefined;
  report({
    name: `${f.name}, ${f.database}: RSS del servidor en reposo`,
    value: f.rssIdleMb,
    unit: 'MB',
    ...(rssGoal ? { goal: { max: rssGoal } } : {}),
    note: `${f.rssPeakMb} MB pico bajo carga`,
  });
}

/** Issue 20's goals, kept by issue 36: Feria / node:http and idle RSS with 1,000 products. The
 * search's (≥ 0.3 over 50,000 products) went with its index (ADR 21: no screen calls it, and a
 * market has hundreds of products): its figure is printed without a goal. */
const RATIO_GOALS: Record<string, number> = {
  'GET /api/sheets/data': 0.9,
};
const RSS_GOALS = { PGlite: 300, PostgreSQL: 120 };
