// A PostgreSQL cluster of the test's own (initdb in a temp dir, a free port, trust auth), for the
// tests that stop, restart or cut the database: the shared server on 5432 is never touched.
// initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './processes.ts';

type OwnPostgres = {
  port: number;
  /** postgres://… of a database of the cluster (created by `createDatabase`). */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  start(): void;
  /** Stops at once (`-m immediate`): the way a crash or a failover looks to the clients. */
  stop(): void;
  /** Asks for a smart shutdown and returns at once: it waits for the clients still connected,
   * and meanwhile refuses new connections with 57P03 "the database system is shutting down". */
  stopSmart(): void;
  /** Ends every backend of `database` (pg_terminate_backend); returns how many. */
  terminateBackends(database: string): Promise<number>;
  remove(): void;
};

function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-own-pg-'));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  const run = (program: string, args: string[]) => {
    const result = spawnSync(program, args, {
      ...user,
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (result.status !== 0) {
      const logText = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      throw new Error(`${program} ${args.join(' ')}: ${result.stderr}${result.stdout}\n${logText}`);
    }
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=60`;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const start = () => run('pg_ctl', ['start', '-w', '-D', data, '-l', log, '-o', options]);
  start();
  const withClient = async <T>(task: (c: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await task(client);
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    createDatabase: async (name) => {
      await withClient((c) => c.query(`CREATE DATABASE ${name}`));
      return url(name);
    },
    start,
    stop: () => run('pg_ctl', ['stop', '-w', '-D', data, '-m', 'immediate']),
    stopSmart: () => run('pg_ctl', ['stop', '-W', '-D', data, '-m', 'smart']),
    terminateBackends: (database) =>
      withClient(async (c) => {
        const res = await c.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        return res.rowCount ?? 0;
      }),
    remove: () => {
      spawnSync('pg_ctl', ['stop', '-w', '-D', data, '-m', 'immediate'], {
        ...user,
        stdio: 'ignore',
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
