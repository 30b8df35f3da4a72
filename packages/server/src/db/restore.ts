// `npm run restore -- <archivo> [--force]`: loads a copy made by `npm run backup` into DATA_DIR/db
// (with DATABASE_URL set, a pg_dump copy into that empty database: pg-backup.ts).
// The copy is unpacked and checked in a staging directory first and only then moved into place,
// so a bad file leaves the data directory as it was. An existing database is replaced only with
// --force, and even then it is kept aside (db.antes-de-restaurar-…), never deleted.
import fs from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from '../config.ts';
import { embeddedDir, lockForCopy, requireEmbedded, runCli } from './backup.ts';
import { BackupError, type RestoreCounts } from './backup-error.ts';
import { openPglite } from './client.ts';
import { restorePostgres } from './pg-backup.ts';

const GZIP_MAGIC = [0x1f, 0x8b];

function readArchive(file: string): Blob {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) {
    throw new BackupError(`No existe el archivo ${source}.`);
  }
  const bytes = fs.readFileSync(source);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    throw new BackupError(
      `${source} no es una copia de Feria (se espera el .tar.gz que escribe npm run backup).`,
    );
  }
  return new Blob([bytes]);
}

/** Opens the unpacked copy and counts what it holds: a file that is not a Feria database fails. */
async function unpackAndCount(staging: string, archive: Blob): Promise<RestoreCounts> {
  try {
    const database = await openPglite(staging, archive);
    try {
      const result = await database.pglite!.query<RestoreCounts>(
        `select (select count(*) from products)::int as productos,
                (select count(*) from sales)::int as ventas,
                (select count(*) from users)::int as usuarios`,
      );
      return result.rows[0]!;
    } finally {
      await database.close();
    }
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupError(`El archivo no es una copia válida de la base de Feria (${reason}).`);
  }
}

export async function restoreDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  file: string,
  { force = false } = {},
): Promise<{ counts: RestoreCounts; keptAside: string | null }> {
  requireEmbedded(config, 'npm run restore');
  const archive = readArchive(file);
  const dir = embeddedDir(config);
  const occupied = fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
  if (occupied && !force) {
    throw new BackupError(
      `${dir} ya tiene una base de datos y no se tocó. Para reemplazarla agregá --force ` +
        '(la actual se guarda al lado, en db.antes-de-restaurar-…).',
    );
  }
  const unlock = await lockForCopy(dir, 'npm run restore');
  const staging = path.join(config.dataDir, `db.restaurando-${process.pid}`);
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    const counts = await unpackAndCount(staging, archive);
    let keptAside: string | null = null;
    if (occupied) {
      keptAside = path.join(config.dataDir, `db.antes-de-restaurar-${Date.now()}`);
      fs.renameSync(dir, keptAside);
    } else {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.renameSync(staging, dir);
    return { counts, keptAside };
  } catch (err) {
    // Taking the lock made an empty db/ where there was none: leave DATA_DIR as it was found.
    if (!occupied && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
    throw err;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runCli(async () => {
    const args = process.argv.slice(2);
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new BackupError('Uso: npm run restore -- <archivo.tar.gz> [--force]');
    const config = loadConfig();
    if (config.DATABASE_URL) {
      const counts = await restorePostgres(config, file);
      console.info(
        `Base restaurada: ${counts.productos} productos, ${counts.ventas} ventas, ` +
          `${counts.usuarios} usuarios.`,
      );
      return;
    }
    const { counts, keptAside } = await restoreDatabase(config, file, {
      force: args.includes('--force'),
    });
    console.info(
      `Base restaurada en ${embeddedDir(config)}: ${counts.productos} productos, ` +
        `${counts.ventas} ventas, ${counts.usuarios} usuarios.`,
    );
    if (keptAside) console.info(`La base anterior quedó en ${keptAside}.`);
  });
}
