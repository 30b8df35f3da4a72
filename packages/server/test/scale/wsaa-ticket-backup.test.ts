// Issue 57 §8: WSAA's ticket (token and sign, a live credential for ARCA) is left out of every
// backup, embedded or PostgreSQL; the running database keeps it (ARCA refuses a new login while
// one is valid, so it is not deleted to make the copy).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { backupDatabase } from '../../src/db/backup.ts';
import type { Database } from '../../src/db/client.ts';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/open.ts';
import { backupPostgres } from '../../src/db/pg-backup.ts';
import { arcaTickets } from '../../src/db/schema.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import { tempDir } from '../support/processes.ts';
import { freshPostgres } from '../support/stores.ts';

const TICKET = {
  servicio: 'wsfe',
  token: 'TOKEN-SECRETO-WSAA',
  sign: 'FIRMA-SECRETA-WSAA',
  expiraEn: new Date(Date.now() + 6 * 3600_000),
};

async function seed(database: Database): Promise<void> {
  await insertProduct(database.db, { nombre: 'Yerba Mate Suave' });
  await database.db.insert(arcaTickets).values(TICKET);
}

describe.runIf(testDbKind === 'pglite')('copia de la base embebida', () => {
  test('la copia no lleva el ticket de WSAA; la base sigue teniéndolo', async () => {
    const dataDir = tempDir('feria-ticket-');
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const database = await openDatabase(config);
    await seed(database);
    await database.close();

    const { file } = await backupDatabase(config);
    const copy = await openPglite(undefined, new Blob([fs.readFileSync(file)]));
    try {
      expect(await copy.db.select().from(arcaTickets)).toEqual([]);
      const products = await copy.pglite!.query('select nombre from products');
      expect(products.rows).toEqual([{ nombre: 'Yerba Mate Suave' }]);
    } finally {
      await copy.close();
    }
    const again = await openDatabase(config);
    try {
      expect(await again.db.select().from(arcaTickets)).toHaveLength(1);
    } finally {
      await again.close();
    }
  }, 180_000);
});

describe.runIf(testDbKind === 'postgres')('copias de PostgreSQL', () => {
  test('pg_dump deja afuera los datos del ticket de WSAA (la tabla sí va)', async () => {
    const source = await freshPostgres();
    const dataDir = tempDir('feria-ticket-pg-');
    const database = await openPostgres(source.url, 2);
    try {
      await seed(database);
      const { file } = await backupPostgres({ DATABASE_URL: source.url, dataDir });
      const script = execFileSync('pg_restore', ['--file=-', file], { encoding: 'utf8' });
      expect(script).toContain('CREATE TABLE public.arca_tickets');
      expect(script).toContain('Yerba Mate Suave');
      expect(script).not.toContain(TICKET.token);
      expect(script).not.toContain(TICKET.sign);
      expect(await database.db.select().from(arcaTickets)).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 60_000);
});
