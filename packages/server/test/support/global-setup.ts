import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

/** On PostgreSQL: one migrated template database per run; each test file copies it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (
    process.env.FERIA_TEST_DB !== 'postgres' &&
    project.config.env?.FERIA_TEST_DB !== 'postgres'
  ) {
    project.provide('pgTemplate', '');
    return;
  }
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
