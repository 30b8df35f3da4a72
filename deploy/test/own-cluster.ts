// A PostgreSQL cluster of `npm run test:deploy`'s own (initdb in a temp dir, a free port, trust
// auth on 127.0.0.1), for the check that restarts and stops the database: the shared one on 5432
// is never touched. The newest server of /usr/lib/postgresql/*/bin (Debian's `postgresql`); as
// root it runs as the `postgres` user (initdb and postgres refuse root). `stopAll` removes it.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { adminQuery, freePort, onCleanup, tempDir } from './stack.ts';

const LIB = '/usr/lib/postgresql';

export type OwnCluster = {
  port: number;
  url(database: string): string;
  createDatabase(name: string): Promise<{ name: string; url: string }>;
  /** `pg_ctl restart -m fast`: every backend ended, the server down until it is up again. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** The newest PostgreSQL server's bin directory, or a clear error when there is none. */
function serverBin(): string {
  const versions = fs.existsSync(LIB)
    ? fs
        .readdirSync(LIB)
        .filter((v) => fs.existsSync(path.join(LIB, v, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `no están initdb ni pg_ctl de PostgreSQL (${LIB}/*/bin): instalar el paquete postgresql de Debian`,
    );
  }
  return path.join(LIB, versions.at(-1)!, 'bin');
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function ownCluster(): Promise<OwnCluster> {
  const bin = serverBin();
  const user = postgresUser();
  const dir = tempDir('feria-pg-');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  // Asynchronous: the clients' requests keep running while the cluster restarts.
  const run = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(
        path.join(bin, program),
        args,
        { ...user, cwd: dir, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
        (err, stdout, stderr) => {
          if (!err) return resolve();
          const logText = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-1500) : '';
          reject(new Error(`${program} ${args.join(' ')}: ${stderr}${stdout}\n${logText}`));
        },
      );
    });
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['start', '-w', '-D', data, '-l', log, '-o', options]);
  await start();
  onCleanup(() => run('pg_ctl', ['stop', '-w', '-D', data, '-m', 'immediate']).catch(() => {}));
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase: async (name) => {
      await adminQuery(`CREATE DATABASE ${name}`, url('postgres'));
      return { name, url: url(name) };
    },
    restart: () => run('pg_ctl', ['restart', '-w', '-D', data, '-m', 'fast', '-l', log]),
    stop: () => run('pg_ctl', ['stop', '-w', '-D', data, '-m', 'fast']),
    start,
  };
}
