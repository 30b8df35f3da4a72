// `npm run backup` / `npm run restore` with DATABASE_URL (DESIGN §7), run as the command-line
// tools they are against real PostgreSQL databases, with Debian's pg_dump and pg_restore.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { storeImage } from '../../src/shared/picture-store.ts';
import { testDbKind } from '../support/database.ts';
import { tableDigests } from '../support/db-digest.ts';
import { insertProduct } from '../support/fixtures.ts';
import { killAll, runScript, tempDir } from '../support/processes.ts';
import { insertSale } from '../support/sale-fixture.ts';
import { freshPostgres } from '../support/stores.ts';

afterAll(killAll);

const KEPT = ['products', 'sales', 'sale_lines', 'users', 'pictures'];

async function tool(name: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) {
  const proc = runScript(`packages/server/src/db/${name}.ts`, args, env);
  return { code: await proc.exited, output: proc.output() };
}

/** A database with nothing in it, not even the schema (what `createdb` makes). */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `feria_vacia_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe.runIf(testDbKind === 'postgres')('copias de PostgreSQL', () => {
  test('pg_dump y pg_restore: los mismos productos, ventas y fotos; nunca sobre una base con datos', async () => {
    const source = await freshPostgres();
    const target = await emptyDatabase();
    const dataDir = tempDir('feria-pgbackup-');
    try {
      const database = await openPostgres(source.url, 2);
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#3c8c50' },
      })
        .png()
        .toBuffer();
      const url = await storeImage(database.db, png);
      const a = await insertProduct(database.db, { nombre: 'Yerba Mate Suave', imagenes: [url] });
      await database.db
        .insert(users)
        .values({ id: 'u1', email: 'ana@example.com', nombre: 'Ana', rol: 'user' });
      await insertSale(database.db, { lines: [{ product: a, cantidad: 2 }] });
      const before = await tableDigests(database.db, KEPT);
      await database.close();

      // Fifteen older copies: after this one only the newest 14 are left.
      const backups = path.join(dataDir, 'backups');
      fs.mkdirSync(backups);
      for (let i = 10; i < 25; i++)
        fs.writeFileSync(path.join(backups, `feria-200001${i}-000000.dump`), '');
      fs.writeFileSync(path.join(backups, 'notas.txt'), 'no es una copia');
      const saved = await tool('backup', { DATA_DIR: dataDir, DATABASE_URL: source.url });
      expect(saved.output).toContain('Copia guardada en');
      expect(saved.code).toBe(0);
      const names = fs.readdirSync(backups).sort();
      const dumps = names.filter((n) => n.endsWith('.dump'));
      expect(dumps).toHaveLength(14);
      expect(names).toContain('notas.txt');
      expect(dumps).not.toContain('feria-20000110-000000.dump');
      expect(dumps).not.toContain('feria-20000111-000000.dump');
      const file = path.join(backups, dumps.at(-1)!);
      expect(dumps.at(-1)).toMatch(/^feria-\d{8}-\d{6}\.dump$/);
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

      // Onto the database it came from (it has data): refused, nothing changes.
      const refused = await tool('restore', { DATA_DIR: dataDir, DATABASE_URL: source.url }, file);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('La base de datos no está vacía');
      const again = await openPostgres(source.url, 1);
      expect(await tableDigests(again.db, KEPT)).toEqual(before);
      await again.close();

      const restored = await tool('restore', { DATA_DIR: dataDir, DATABASE_URL: target.url }, file);
      expect(restored.output).toContain('1 productos, 1 ventas, 1 usuarios');
      expect(restored.code).toBe(0);
      const copy = await openPostgres(target.url, 1);
      expect(await tableDigests(copy.db, KEPT)).toEqual(before);
      await copy.close();
    } finally {
      await source.drop();
      await target.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('copias de PostgreSQL sin lo necesario', () => {
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: 'postgres://feria:clave@127.0.0.1:5432/feria',
  });

  test('sin el cliente de PostgreSQL instalado la copia lo dice y no deja nada escrito', async () => {
    const dataDir = tempDir('feria-pgbackup-');
    // A PATH where pg_dump is not: node itself is started by its full path.
    const result = await tool('backup', { ...env(dataDir), PATH: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toContain('No se encontró pg_dump: falta el cliente de PostgreSQL');
    expect(result.output).toContain('sudo apt install postgresql-client');
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test('restaurar un archivo que no es un .dump de PostgreSQL se rechaza antes de conectar', async () => {
    const dataDir = tempDir('feria-pgbackup-');
    const embedded = path.join(dataDir, 'feria-20260101-000000.tar.gz');
    fs.writeFileSync(embedded, Buffer.from([0x1f, 0x8b, 8, 0]));
    const wrong = await tool('restore', env(dataDir), embedded);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('no es una copia de PostgreSQL');
    const missing = await tool('restore', env(dataDir), path.join(dataDir, 'falta.dump'));
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No existe el archivo');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
