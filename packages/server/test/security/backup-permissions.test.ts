// Round 4 (issue 44): `npm run backup` run by hand (umask 022) wrote a world-readable copy of
// password hashes, addresses and receipts in a world-readable folder. API.md: files 0600 in a
// 0700 folder, on the embedded database and on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/open.ts';
import { testDbKind } from '../support/database.ts';
import { killAll, runScript, tempDir } from '../support/processes.ts';
import { freshPostgres } from '../support/stores.ts';

afterAll(killAll);
let umask = 0;
beforeAll(() => {
  umask = process.umask(0o022); // what a shell usually has; the children inherit it
});
afterAll(() => {
  process.umask(umask);
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;

async function backup(env: Record<string, string>, ...args: string[]) {
  const proc = runScript('packages/server/src/db/backup.ts', args, env);
  const code = await proc.exited;
  expect(code, proc.output()).toBe(0);
  const [, file] = /Copia guardada en (\S+) /.exec(proc.output()) ?? [];
  return file ?? '';
}

async function environment(): Promise<{ env: Record<string, string>; done(): Promise<void> }> {
  const dataDir = tempDir('feria-backup-perm-');
  if (testDbKind === 'pglite') {
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }));
    await database.close();
    return { env: { DATA_DIR: dataDir }, done: async () => {} };
  }
  const pg = await freshPostgres();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: pg.url }, done: pg.drop };
}

test('npm run backup deja la copia 0600 en una carpeta 0700, aunque la carpeta ya existiera abierta', async () => {
  const { env, done } = await environment();
  try {
    const folder = path.join(env.DATA_DIR!, 'backups');
    fs.mkdirSync(folder, { mode: 0o755 });
    fs.chmodSync(folder, 0o755);
    const file = await backup(env);
    expect(path.dirname(file)).toBe(folder);
    expect(mode(file)).toBe(0o600);
    expect(mode(folder)).toBe(0o700);
  } finally {
    await done();
  }
}, 240_000);

test('con un archivo nombrado en una carpeta nueva: la carpeta 0700 y el archivo 0600', async () => {
  const { env, done } = await environment();
  try {
    const named = path.join(tempDir('feria-backup-named-'), 'nueva', 'copia.bin');
    const file = await backup(env, named);
    expect(file).toBe(named);
    expect(mode(named)).toBe(0o600);
    expect(mode(path.dirname(named))).toBe(0o700);
  } finally {
    await done();
  }
}, 240_000);
