// Issue 9 "Durability": a server started on a data directory that is locked by another process,
// or damaged, stops with a clear message and changes nothing. PGlite only (PostgreSQL has no
// data directory of ours).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { testDbKind } from '../support/database.ts';
import {
  freePort,
  hashTree,
  killAll,
  runScript,
  startServer,
  tempDir,
} from '../support/processes.ts';

afterAll(killAll);

async function failedStart(dataDir: string) {
  const port = await freePort();
  const proc = runScript('packages/server/src/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'clave-de-prueba',
  });
  return { code: await proc.exited, output: proc.output() };
}

/** A copy of a good data directory, damaged by `harm`. */
function damagedCopy(good: string, harm: (db: string) => void): string {
  const dir = tempDir('feria-damaged-');
  fs.cpSync(path.join(good, 'db'), path.join(dir, 'db'), { recursive: true });
  harm(path.join(dir, 'db'));
  return dir;
}

describe.runIf(testDbKind === 'pglite')('arranque sobre datos bloqueados o dañados', () => {
  test('un segundo servidor sobre el mismo DATA_DIR se niega; uno dañado no arranca ni se pisa', async () => {
    const first = await startServer();

    const second = await failedStart(first.dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toContain('espero hasta 10 s a que termine de cerrarse'); // issue 56
    expect(second.output).toContain('ya está abierta por otro proceso');
    expect(second.output).not.toContain('    at '); // a message, not a stack trace
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    await first.stop();

    const controlGarbage = damagedCopy(first.dataDir, (db) =>
      fs.writeFileSync(path.join(db, 'global', 'pg_control'), crypto.randomBytes(8192)),
    );
    const notADatabase = damagedCopy(first.dataDir, (db) => fs.rmSync(path.join(db, 'PG_VERSION')));
    const before = [controlGarbage, notADatabase].map((d) => hashTree(d));
    const [control, foreign] = await Promise.all([
      failedStart(controlGarbage),
      failedStart(notADatabase),
    ]);

    expect(control.code).toBe(1);
    expect(control.output).toContain('no se pudo abrir: está dañada o es de otra versión');
    expect(control.output).toContain('npm run restore');
    expect(foreign.code).toBe(1);
    expect(foreign.output).toContain('no contiene una base de datos (falta PG_VERSION)');
    for (const out of [control.output, foreign.output]) expect(out).not.toContain('    at ');
    // Nothing was written: no new database, no seeded shop, no lock left behind.
    expect([controlGarbage, notADatabase].map((d) => hashTree(d))).toEqual(before);
    for (const dir of [first.dataDir, controlGarbage, notADatabase]) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
