// Issue 56, defect 1: the embedded database's lock was a pid file, and a pid is not a process.
// Three ways it kept the shop down, each on the compiled server as users start it: a lock naming
// a live unrelated process (a pid reused after a power cut), a SIGKILLed server left a zombie
// (its parent gone or not reaping), and `npm start` stopped with SIGTERM while busy and started
// again at once. Two live servers on one data folder are still refused (test/scale/startup-faults).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { testDbKind } from '../support/database.ts';
import {
  compiledServer,
  freePort,
  killAll,
  type Proc,
  runCommand,
  startServer,
  tempDir,
} from '../support/processes.ts';

afterAll(killAll);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function shopEnv(port: number, dataDir: string): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'clave-de-prueba-56',
  };
}

/** Waits for /api/health; throws with the output if the process ends or time runs out. */
async function healthy(url: string, proc: Proc, timeoutMs = 120_000): Promise<void> {
  let ended = false;
  void proc.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`La tienda no arrancó (terminó: ${ended}):\n${proc.output()}`);
}

/** A process's state letter from /proc (Z: a zombie). */
const stateOf = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.charAt(0);

describe.runIf(testDbKind === 'pglite')('el bloqueo de la base embebida (issue 56)', () => {
  test('un db.lock que nombra a un proceso vivo ajeno no impide arrancar', async () => {
    const dataDir = tempDir();
    const unrelated = runCommand('sleep', ['600'], {});
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(unrelated.child.pid));
    const server = await startServer({ DATA_DIR: dataDir });
    expect(server.output()).not.toContain('ya está abierta');
    await server.stop();
    expect(await server.exited).toBe(0);
    unrelated.child.kill();
  }, 180_000);

  test('un servidor muerto con SIGKILL que quedó zombi no impide arrancar', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    // A parent that never reaps: sh starts the server and becomes `sleep`.
    const parent = runCommand(
      'sh',
      ['-c', `${process.execPath} ${compiledServer()} & echo "pid $!"; exec sleep 600`],
      shopEnv(port, dataDir),
    );
    await healthy(`http://127.0.0.1:${port}`, parent);
    const pid = Number(/pid (\d+)/.exec(parent.output())?.[1]);
    process.kill(pid, 'SIGKILL');
    while (stateOf(pid) !== 'Z') await sleep(50);
    expect(() => process.kill(pid, 0)).not.toThrow(); // the zombie answers like a live process

    const next = await startServer({ DATA_DIR: dataDir });
    expect(next.output()).not.toContain('ya está abierta');
    await next.stop();
    parent.child.kill('SIGKILL');
  }, 180_000);

  test('npm start detenido con SIGTERM en plena carga sale después del servidor, con su código', async () => {
    compiledServer(); // built before `npm start` looks at it, so that it does not build again
    const dataDir = tempDir();
    for (let cycle = 0; cycle < 4; cycle++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const npm = runCommand('npm', ['start', '--silent'], shopEnv(port, dataDir));
      await healthy(url, npm);
      expect(npm.output()).not.toContain('espero hasta');
      // Busy: requests in flight the whole time the stop is under way.
      let busy = true;
      const load = Array.from({ length: 8 }, async () => {
        while (busy)
          await fetch(`${url}/`).then(
            (r) => r.arrayBuffer(),
            () => null,
          );
      });
      await sleep(300);
      npm.child.kill('SIGTERM');
      const code = await npm.exited;
      busy = false;
      await Promise.all(load);
      expect(code, npm.output()).toBe(0); // the server's own exit code, after it stopped
      // Nothing of it is left answering on its port.
      expect(
        await fetch(`${url}/api/health`).then(
          () => 'answered',
          () => 'gone',
        ),
      ).toBe('gone');
    }
  }, 600_000);
});
