// The compiled server (scripts/build-server.mjs, issue 51): the npm packages it needs at start are
// inside it, so node does not resolve and compile hundreds of files of node_modules on every
// start; what it loads late stays outside. React must stay outside: react-dom/server, loaded
// late from node_modules, and the views must share one copy of it. Drizzle must be one copy too,
// with its PostgreSQL driver in the bundle beside it.
import fs from 'node:fs';
import { beforeAll, expect, test } from 'vitest';
import { compiledServer } from '../support/processes.ts';

const root = new URL('../../../../', import.meta.url);
let bundle = '';

beforeAll(() => {
  bundle = fs.readFileSync(new URL(compiledServer(), root), 'utf8');
});

/** The packages the bundle imports from node_modules, statically and dynamically. */
function importedPackages() {
  const found = new Set<string>();
  for (const m of bundle.matchAll(/(?:^import[^;]*? from |\bimport\()"([^".][^"]*)"/gm)) {
    if (!m[1]!.startsWith('node:')) found.add(m[1]!);
  }
  return found;
}

/** Whether some file of this package was bundled (esbuild names each file in a comment; npm may
 * have put the package in the server's own node_modules). */
const inside = (pkg: string) =>
  new RegExp(`^// (packages/server/)?node_modules/${pkg}/`, 'm').test(bundle);

test('el servidor compilado lleva adentro los paquetes que usa al arrancar', () => {
  for (const pkg of ['fastify', 'drizzle-orm', 'zod', 'prom-client', '@fastify/static']) {
    expect(inside(pkg), pkg).toBe(true);
  }
  const imported = importedPackages();
  for (const pkg of ['fastify', 'drizzle-orm', 'drizzle-orm/node-postgres', 'zod']) {
    expect(imported.has(pkg), pkg).toBe(false);
  }
});

test('deja afuera lo que carga tarde, la base embebida y React (una sola copia)', () => {
  const imported = importedPackages();
  for (const pkg of [
    '@electric-sql/pglite',
    'react/jsx-runtime',
    'react-dom/server',
    'sharp',
    'nodemailer',
    'pg',
    'jose',
    'fast-xml-parser',
  ]) {
    expect(imported.has(pkg), pkg).toBe(true);
  }
  for (const pkg of ['react', 'react-dom', '@electric-sql/pglite', 'nodemailer', 'pg']) {
    expect(inside(pkg), pkg).toBe(false);
  }
});
