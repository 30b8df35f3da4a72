// `npm run backup [-- <archivo>]`: a copy of the embedded database (PGlite's own dump of its data
// directory, a .tar.gz) under DATA_DIR/backups/ unless a file is named. The server must be
// stopped: PGlite is one process, and a copy taken beside a running server could catch a half
// written page, so the data directory's lock is taken for the copy (ADR 0006). With DATABASE_URL
// set it is pg_dump's copy instead (pg-backup.ts).
import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { BackupError, stamp } from './backup-error.ts';
import { openPglite } from './client.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';
import { backupPostgres, KEEP_BACKUPS } from './pg-backup.ts';
import { inBackupsFolder, privateFolder, writePrivateFile } from './private-files.ts';

export const embeddedDir = (config: Pick<Config, 'DATABASE_URL' | 'dataDir'>) =>
  path.join(config.dataDir, 'db');

/** Refuses a PostgreSQL set-up: its copies are pg_dump's job. */
export function requireEmbedded(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  tool: string,
): void {
  if (config.DATABASE_URL) {
    throw new BackupError(
      `DATABASE_URL está definida: ${tool} trabaja con la base embebida (PGlite). ` +
        'Para PostgreSQL usá pg_dump y pg_restore.',
    );
  }
}

/** The data directory's lock, or a message asking to stop the server first. */
export async function lockForCopy(dir: string, command: string): Promise<() => void> {
  try {
    return await lockDataDir(dir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(
      `${err.message}\nFeria está en marcha sobre estos datos: detené el servidor y volvé a ejecutar ${command}.`,
    );
  }
}

/**
 * Issue 57 §8: WSAA's ticket (a live credential for ARCA) is left out of the copy. The running
 * database keeps it (ARCA refuses a new login while one is valid), so the copy is loaded in
 * memory, the ticket deleted there, and that is what is written.
 */
async function withoutSecrets(dump: Blob): Promise<Blob> {
  const copy = await openPglite(undefined, dump);
  try {
    await copy.pglite!.exec('DELETE FROM arca_tickets');
    return await copy.pglite!.dumpDataDir('gzip');
  } finally {
    await copy.close();
  }
}

export async function backupDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  file?: string,
): Promise<{ file: string; bytes: number }> {
  requireEmbedded(config, 'npm run backup');
  const dir = embeddedDir(config);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`No hay una base de datos en ${dir}: revisá DATA_DIR.`);
  }
  const target = path.resolve(
    file ?? path.join(config.dataDir, 'backups', `feria-${stamp()}.tar.gz`),
  );
  if (fs.existsSync(target)) {
    throw new BackupError(`Ya existe ${target}: elegí otro nombre de archivo.`);
  }
  const unlock = await lockForCopy(dir, 'npm run backup');
  try {
    const database = await openPglite(dir);
    let dump: Blob;
    try {
      dump = await withoutSecrets(await database.pglite!.dumpDataDir('gzip'));
    } finally {
      await database.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    privateFolder(path.dirname(target), inBackupsFolder(config.dataDir, target));
    // Written whole, then renamed: a copy interrupted half-way never looks complete.
    writePrivateFile(`${target}.tmp`, bytes);
    fs.renameSync(`${target}.tmp`, target);
    return { file: target, bytes: bytes.length };
  } finally {
    unlock();
  }
}

/** Runs a command-line tool: Spanish message and exit code 1 on an expected failure. */
export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
    else console.error('Falló la operación:', err);
    process.exit(1);
  }
}

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  await runCli(async () => {
    const config = loadConfig();
    if (config.DATABASE_URL) {
      const result = await backupPostgres(config, process.argv[2]);
      console.info(
        `Copia guardada en ${result.file} (${megabytes(result.bytes)} MB), imágenes incluidas.`,
      );
      if (result.deleted.length > 0) {
        console.info(
          `Se borraron las copias más viejas que las últimas ${KEEP_BACKUPS}: ${result.deleted.join(', ')}`,
        );
      }
      return;
    }
    const result = await backupDatabase(config, process.argv[2]);
    console.info(
      `Copia guardada en ${result.file} (${megabytes(result.bytes)} MB), imágenes incluidas.`,
    );
  });
}
