// `npm run backup` / `npm run restore` with DATABASE_URL set (DESIGN §7): PostgreSQL's own tools.
// A backup is pg_dump's custom format (pictures included: they live in the database) under
// DATA_DIR/backups/, the newest 14 kept; it can be taken while the servers run. A restore loads
// one with pg_restore, in one transaction, into an empty database only: one that has tables is
// refused and left as it was.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { BackupError, type RestoreCounts, stamp } from './backup-error.ts';
import { inBackupsFolder, privateEmptyFile, privateFolder } from './private-files.ts';

export const KEEP_BACKUPS = 14;
const OURS = /^feria-\d{8}-\d{6}\.dump$/;
const PGDMP = 'PGDMP';

/** The URL without its password (which goes in PGPASSWORD, never on a command line). */
function connection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(tool: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') return reject(err);
      reject(
        new BackupError(
          `No se encontró ${tool}: falta el cliente de PostgreSQL. Instalalo con ` +
            '"sudo apt install postgresql-client" y volvé a ejecutar el comando.',
        ),
      );
    });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} terminó con error (${code}):\n${stderr.trim()}`));
    });
  });
}

/** Deletes our oldest dumps beyond the newest KEEP_BACKUPS; returns the names deleted. */
function prune(dir: string): string[] {
  const old = fs
    .readdirSync(dir)
    .filter((name) => OURS.test(name))
    .sort()
    .reverse()
    .slice(KEEP_BACKUPS);
  for (const name of old) fs.rmSync(path.join(dir, name));
  return old;
}

export async function backupPostgres(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  file?: string,
): Promise<{ file: string; bytes: number; deleted: string[] }> {
  const dir = path.join(config.dataDir, 'backups');
  const target = path.resolve(file ?? path.join(dir, `feria-${stamp()}.dump`));
  if (fs.existsSync(target)) {
    throw new BackupError(`Ya existe ${target}: elegí otro nombre de archivo.`);
  }
  const { dbname, env } = connection(config.DATABASE_URL!);
  privateFolder(path.dirname(target), inBackupsFolder(config.dataDir, target));
  const partial = `${target}.tmp`;
  // pg_dump opens the file we made, so it never exists with the umask's wider mode.
  privateEmptyFile(partial);
  try {
    // Issue 57 §8: WSAA's ticket is a live credential for ARCA, never in a copy (a restored
    // server logs in again when it needs one).
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--exclude-table-data=arca_tickets',
        `--file=${partial}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  // Renamed only once whole: a dump cut half-way never looks like a copy.
  fs.renameSync(partial, target);
  const deleted = file === undefined ? prune(dir) : [];
  return { file: target, bytes: fs.statSync(target).size, deleted };
}

function checkDumpFile(file: string): string {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) {
    throw new BackupError(`No existe el archivo ${source}.`);
  }
  const head = Buffer.alloc(PGDMP.length);
  const fd = fs.openSync(source, 'r');
  fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (head.toString('latin1') !== PGDMP) {
    throw new BackupError(
      `${source} no es una copia de PostgreSQL (se espera el .dump que escribe npm run backup ` +
        'con DATABASE_URL; un .tar.gz es de la base embebida y se restaura sin DATABASE_URL).',
    );
  }
  return source;
}

async function withClient<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupError(`No se pudo conectar a la base de datos de DATABASE_URL (${reason}).`);
  }
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

export async function restorePostgres(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  file: string,
): Promise<RestoreCounts> {
  const source = checkDumpFile(file);
  const url = config.DATABASE_URL!;
  const tables = await withClient(url, async (client) => {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]!.n;
  });
  if (tables > 0) {
    throw new BackupError(
      `La base de datos no está vacía: ${new URL(url).pathname.slice(1)} ya tiene ${tables} ` +
        'tablas y no se tocó. Creá una base nueva y vacía, apuntá DATABASE_URL a ella y volvé a ' +
        'ejecutar npm run restore.',
    );
  }
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      source,
    ],
    env,
  );
  return withClient(url, async (client) => {
    const result = await client.query<RestoreCounts>(
      `select (select count(*) from products)::int as productos,
              (select count(*) from sales)::int as ventas,
              (select count(*) from users)::int as usuarios`,
    );
    return result.rows[0]!;
  });
}
