import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}

/**
 * On PGlite: one migrated data folder per run, dumped to a file each test file loads. A fresh
 * PGlite runs initdb (1.3–2 s here) and the migrations (0.3 s); loading the dump takes 0.3 s,
 * and the suite opens one database per file (issue 58, CI in lanes).
 */
async function pgliteTemplate(project: TestProject) {
  const database = await openPglite();
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `feria-pglite-${randomBytes(4).toString('hex')}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rm(file, { force: true });
}

/** On PostgreSQL: one migrated template database per run; each test file copies it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (
    process.env.FERIA_TEST_DB !== 'postgres' &&
    project.config.env?.FERIA_TEST_DB !== 'postgres'
  ) {
    return pgliteTemplate(project);
  }
  project.provide('pgliteTemplate', '');
  if (!url) throw new Error('TEST_DATABASE_URL no está definida');
  const template = `feria_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const target = new URL(url);
  target.pathname = `/${template}`;
  const database = await openPostgres(target.toString(), 1);
  await migrate(database);
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
