// `npm run backup` / `npm run restore` round-trip the embedded database (issue 9 "Durability"),
// run as the command-line tools they are. PGlite only: PostgreSQL's copies are pg_dump's job.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/open.ts';
import { users } from '../../src/db/schema.ts';
import { testDbKind } from '../support/database.ts';
import { tableDigests } from '../support/db-digest.ts';
import { insertProduct } from '../support/fixtures.ts';
import { hashTree, holdLock, killAll, runScript, tempDir } from '../support/processes.ts';
import { insertSale } from '../support/sale-fixture.ts';

afterAll(killAll);

const KEPT = ['products', 'sales', 'sale_lines', 'users', 'carousel_sections', 'cash_entries'];

async function tool(name: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const proc = runScript(`packages/server/src/db/${name}.ts`, args, { DATA_DIR: dataDir });
  return { code: await proc.exited, output: proc.output() };
}

const open = (dataDir: string) =>
  openDatabase(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }));

async function digestsOf(dataDir: string) {
  const database = await open(dataDir);
  try {
    return await tableDigests(database.db, KEPT);
  } finally {
    await database.close();
  }
}

describe.runIf(testDbKind === 'pglite')('copia de la base embebida', () => {
  test('una copia restaurada en un DATA_DIR nuevo tiene los mismos productos, ventas y usuarios', async () => {
    const source = tempDir('feria-backup-');
    const database = await open(source);
    const a = await insertProduct(database.db, { nombre: 'Yerba Mate Suave', stock: 7 });
    const b = await insertProduct(database.db, { nombre: 'Lentejas', precio: 1234.5 });
    await insertProduct(database.db, { nombre: 'Sin publicar', publicado: false });
    await database.db.insert(users).values([
      { id: 'u-admin', email: 'admin@feria.local', nombre: 'Administración', rol: 'admin' },
      { id: 'u-cliente', email: 'ana@example.com', nombre: 'Ana Pérez', rol: 'user' },
    ]);
    await insertSale(database.db, {
      lines: [
        { product: a, cantidad: 2 },
        { product: b, cantidad: 1 },
      ],
    });
    const before = await tableDigests(database.db, KEPT);
    await database.close();

    // While a live process holds the data directory, the copy is refused and nothing is written.
    const holder = await holdLock(path.join(source, 'db'));
    const refused = await tool('backup', source);
    holder.child.kill();
    await holder.exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('detené el servidor');
    expect(fs.existsSync(path.join(source, 'backups'))).toBe(false);

    const saved = await tool('backup', source);
    expect(saved.output).toContain('Copia guardada en');
    expect(saved.code).toBe(0);
    const [file] = fs.readdirSync(path.join(source, 'backups'));
    expect(file).toMatch(/^feria-\d{8}-\d{6}\.tar\.gz$/);
    const archive = path.join(source, 'backups', file!);

    const target = tempDir('feria-restore-');
    const restored = await tool('restore', target, archive);
    expect(restored.output).toContain('3 productos, 1 ventas, 2 usuarios');
    expect(restored.code).toBe(0);
    expect(await digestsOf(target)).toEqual(before);

    // A second restore over it is refused without --force and leaves it as it was.
    const files = hashTree(target);
    const again = await tool('restore', target, archive);
    expect(again.code).toBe(1);
    expect(again.output).toContain('ya tiene una base de datos');
    expect(hashTree(target)).toBe(files);
    fs.rmSync(source, { recursive: true, force: true });
    fs.rmSync(target, { recursive: true, force: true });
  }, 240_000);

  test('un archivo que no es una copia se rechaza y el DATA_DIR queda vacío', async () => {
    const target = tempDir('feria-restore-');
    const bogus = path.join(target, 'no-es-copia.tar.gz');
    fs.writeFileSync(bogus, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3, 4]));
    const result = await tool('restore', target, bogus);
    expect(result.code).toBe(1);
    expect(result.output).toContain('no es una copia válida');
    expect(fs.readdirSync(target)).toEqual(['no-es-copia.tar.gz']);

    const text = await tool('restore', target, path.join(target, 'falta.tar.gz'));
    expect(text.code).toBe(1);
    expect(text.output).toContain('No existe el archivo');
    fs.rmSync(target, { recursive: true, force: true });
  }, 120_000);
});
