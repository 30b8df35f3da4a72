// The README's test command (`npm test`) in lanes that run at the same time (ADR 0031): the
// checks and the tests that open no database, the server suite on PGlite, the same suite on
// PostgreSQL (when TEST_DATABASE_URL is set), the build and the browser tests, and the deployment
// test when FERIA_TEST_DEPLOY=1 (.ci/run sets it). The lanes overlap idle waits (PostgreSQL, the
// browser, the build) rather than adding workers: 2 cores are all CI has.
// Each lane's output is kept and printed whole, unprefixed, when the lane ends (the runners'
// closing lines intact); the command fails when any lane fails, naming it.
// `node scripts/test-lanes.mjs pglite e2e` runs only the lanes named.
import { spawn } from 'node:child_process';

const vitest = (...projects) => ['npx', 'vitest', 'run', ...projects.map((p) => `--project=${p}`)];

const lanes = [
  {
    name: 'postgres',
    when: () => Boolean(process.env.TEST_DATABASE_URL),
    steps: [vitest('server-postgres')],
  },
  { name: 'pglite', steps: [vitest('server-pglite')] },
  {
    name: 'checks',
    // The web app's build ends this lane, beside the server suites, rather than starting the
    // browser's lane, which runs alone (issue 58: CI in lanes).
    steps: [
      ['npm', 'run', 'check'],
      vitest('domain', 'repo', 'web', 'server-nodb'),
      ['npm', 'run', 'build'],
    ],
  },
  // The browser's and the deployment's tests time what a person or a proxy waits for: each runs
  // with the machine to itself. The browser's builds the app first when `checks` is not run.
  {
    name: 'e2e',
    alone: true,
    steps: [
      ['npm', 'run', 'build'],
      ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    ],
    skip: (step, chosen) => step[2] === 'build' && chosen.some((lane) => lane.name === 'checks'),
  },
  {
    name: 'deploy',
    alone: true,
    when: () => process.env.FERIA_TEST_DEPLOY === '1',
    steps: [['npm', 'run', 'test:deploy']],
  },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !lanes.some((lane) => lane.name === name));
if (unknown.length > 0) {
  console.error(
    `Carril desconocido: ${unknown.join(', ')} (hay: ${lanes.map((l) => l.name).join(', ')})`,
  );
  process.exit(2);
}
const chosen = lanes.filter((lane) =>
  asked.length > 0 ? asked.includes(lane.name) : (lane.when?.() ?? true),
);

const say = (line) => process.stdout.write(`${line}\n`);
const running = new Set();
const started = Date.now();
const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

function runStep(command, output) {
  return new Promise((resolve) => {
    output.push(Buffer.from(`$ ${command.join(' ')}\n`));
    // Its own process group, so a stop reaches the runner's children (browsers, servers) too.
    const child = spawn(command[0], command.slice(1), {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    running.add(child);
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      resolve(code ?? 1);
    });
  });
}

async function runLane(lane) {
  const output = [];
  const from = Date.now();
  say(`▶ [${lane.name}] empieza`);
  let code = 0;
  for (const step of lane.steps) {
    if (lane.skip?.(step, chosen)) continue;
    code = await runStep(step, output);
    if (code !== 0) break;
  }
  const took = Date.now() - from;
  const verdict = code === 0 ? 'bien' : `FALLÓ (código ${code})`;
  process.stdout.write(`\n===== [${lane.name}] ${verdict} en ${minutes(took)} =====\n`);
  process.stdout.write(Buffer.concat(output));
  process.stdout.write(`===== fin de [${lane.name}] =====\n\n`);
  return { name: lane.name, code, took };
}

function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
  process.exit(130);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

// The suites run at most LANES_AT_ONCE together (default 2, one per core): their timeouts are
// generous, and PostgreSQL's lane mostly waits on the database server. A lane marked `alone` runs
// after them, with nothing beside it: four lanes at once on 2 cores stretched the browser's and
// the test servers' starts past their timeouts.
const atOnce = Math.max(1, Number(process.env.LANES_AT_ONCE) || 2);
const results = [];
const queue = chosen.filter((lane) => !lane.alone);
await Promise.all(
  Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) results.push(await runLane(lane));
  }),
);
for (const lane of chosen.filter((l) => l.alone)) results.push(await runLane(lane));
say(`Carriles (${minutes(Date.now() - started)} en total):`);
for (const r of results) {
  say(`  ${r.name.padEnd(9)} ${minutes(r.took).padStart(7)}  ${r.code === 0 ? 'bien' : 'FALLÓ'}`);
}
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length > 0) {
  console.error(`Fallaron los carriles: ${failed.join(', ')}`);
  process.exit(1);
}
