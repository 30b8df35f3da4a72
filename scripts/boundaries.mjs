// The boundaries of the code, checked on the file each import resolves to, not on how its path is
// spelled (issue 50: a climb `../../../features/…`, the `@feria/web/src/…` package path or a file
// five folders deep walked around the old per-depth lint patterns). Plain Node, no dependencies:
// `node scripts/boundaries.mjs [root]` prints each violation and exits 1 when there is one.
//
// The rules (STYLE.md "Dependencies point one way"):
// - packages/domain imports only itself (and zod);
// - packages/views (the storefront views the server paints and the web draws, ADR 22) imports
//   itself and the domain (and React);
// - packages/server imports itself, the domain and the views, never the web;
// - packages/web imports itself, the domain and the views, never the server;
// - inside the web: nothing below src/app imports it (main.tsx, the entry, stands above it), and
//   a feature never imports another feature;
// - the folders below the features have one order (WEB_LAYERS): lib (plain helpers and stores)
//   ← api (the data layer) ← core (the app's state: store, cart) ← components (shared views)
//   ← features ← app. A folder imports its own and those before it, never one after it;
// - inside the server: a module never imports another module's routes.ts (a route file is the
//   app's to register; what two modules share lives in a plain file of the one that owns it);
// - the server's folders have one order too (SERVER_LAYERS, issue 58): config (config.ts and
//   config/) ← db ← shared and http (one level) ← modules ← demo ← app (app.ts, main.ts,
//   graceful-stop.ts). A file imports its own layer and those below; tests stand above them all.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGES = {
  domain: 'packages/domain',
  views: 'packages/views',
  server: 'packages/server',
  web: 'packages/web',
};

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\s+(?:type\s+)?[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Where `@feria/<name>/<rest>` lands: the package's `exports` pattern, else the path as is. */
function resolvePackage(root, spec) {
  const match = /^@feria\/([^/]+)(?:\/(.*))?$/.exec(spec);
  if (!match) return null;
  const [, name, rest = ''] = match;
  const dir = path.join(root, PACKAGES[name] ?? name);
  const manifest = path.join(dir, 'package.json');
  const exportsField = fs.existsSync(manifest)
    ? JSON.parse(fs.readFileSync(manifest, 'utf8')).exports
    : undefined;
  const star = exportsField?.['./*'];
  if (typeof star === 'string' && rest) return path.join(dir, star.replace('*', rest));
  return path.join(dir, rest);
}

/** The file an import names, or null for a package outside the workspace. */
function resolve(root, from, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  return resolvePackage(root, spec);
}

/** The domain's rules depend on zod alone (its tests on vitest too), and the WhatsApp number rule
 * on libphonenumber-js (MARKET §13.1). */
const DOMAIN_PACKAGES = /^(zod|vitest|libphonenumber-js)(\/|$)/;

const rel = (root, file) => path.relative(root, file).split(path.sep).join('/');
const packageOf = (r) => Object.keys(PACKAGES).find((k) => r.startsWith(`${PACKAGES[k]}/`));

function webPlace(r) {
  const parts = r.replace('packages/web/src/', '').split('/');
  if (parts.length === 1) return { layer: 'entry', feature: null };
  return { layer: parts[0], feature: parts[0] === 'features' ? parts[1] : null };
}

/** The web's folders, lowest first. */
export const WEB_LAYERS = ['lib', 'api', 'core', 'components', 'features', 'app'];

/** The order of two web folders, or null when one of them is outside WEB_LAYERS. */
function layerBreach(a, b) {
  const from = WEB_LAYERS.indexOf(a);
  const to = WEB_LAYERS.indexOf(b);
  if (from < 0 || to < 0 || to <= from) return null;
  return `${a}/ comes before ${b}/ and does not import it`;
}

/** The server's layers, lowest first; http/ stands level with shared/. */
export const SERVER_LAYERS = ['config', 'db', 'shared', 'modules', 'demo', 'app'];

/** A server source file's layer; null for a test (tests may import any layer). */
function serverLayer(r) {
  if (/\.test\.tsx?$/.test(r)) return null;
  const [first, ...rest] = r.replace('packages/server/src/', '').split('/');
  if (rest.length === 0) return first === 'config.ts' ? 'config' : 'app';
  if (first === 'http') return 'shared';
  return SERVER_LAYERS.includes(first) ? first : null;
}

/** Why a server file may not import another by their layers, or null. */
function serverLayerBreach(fromRel, toRel) {
  const a = serverLayer(fromRel);
  const b = serverLayer(toRel);
  if (!a || !b || SERVER_LAYERS.indexOf(b) <= SERVER_LAYERS.indexOf(a)) return null;
  return `the server's ${a} layer stands below ${b} and does not import it`;
}

const DOMAIN_ONLY_ZOD = 'the domain depends on zod alone';
/** The painted views are React and the domain, nothing else of the world (their tests: vitest). */
const VIEWS_PACKAGES = /^(react|vitest)(\/|$)/;
const VIEWS_ONLY_REACT = 'the views depend on React alone';

/** Why an import breaks a boundary, or null when it may stand. */
function breach(fromRel, toRel) {
  const from = packageOf(fromRel);
  const to = packageOf(toRel);
  if (!from || !to) return null;
  if (from === 'domain' && to !== 'domain')
    return 'the domain imports nothing of the server or web';
  if (from === 'views' && to !== 'views' && to !== 'domain')
    return 'the views import only themselves and the domain';
  if (from === 'server' && to === 'web') return 'the server never imports the web';
  if (from === 'server' && to === 'server') {
    const a = /^packages\/server\/src\/modules\/([^/]+)\//.exec(fromRel)?.[1];
    const b = /^packages\/server\/src\/modules\/([^/]+)\/(?:.*\/)?[^/]*routes\.ts$/.exec(
      toRel,
    )?.[1];
    if (a && b && a !== b) return `the module ${a} imports a routes file of the module ${b}`;
    const layer = serverLayerBreach(fromRel, toRel);
    if (layer) return layer;
  }
  if (from === 'web' && to === 'server') return 'the web never imports the server';
  if (from === 'web' && to === 'web') {
    const a = webPlace(fromRel);
    const b = webPlace(toRel);
    if (b.layer === 'app' && a.layer !== 'app' && a.layer !== 'entry')
      return 'only the entry and src/app import src/app';
    if (a.feature && b.feature && a.feature !== b.feature)
      return `the feature ${a.feature} imports the feature ${b.feature}`;
    const order = layerBreach(a.layer, b.layer);
    if (order) return order;
  }
  return null;
}

/** Every import of the workspace's code that crosses a boundary. */
export function findBreaches(root) {
  const files = Object.values(PACKAGES).flatMap((dir) => walk(path.join(root, dir, 'src')));
  const found = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of IMPORT_PATTERNS) {
      for (const m of text.matchAll(pattern)) {
        const target = resolve(root, file, m[1]);
        if (!target) {
          const home = packageOf(rel(root, file));
          if (home === 'domain' && !DOMAIN_PACKAGES.test(m[1]))
            found.push({ from: rel(root, file), spec: m[1], to: m[1], why: DOMAIN_ONLY_ZOD });
          if (home === 'views' && !VIEWS_PACKAGES.test(m[1]))
            found.push({ from: rel(root, file), spec: m[1], to: m[1], why: VIEWS_ONLY_REACT });
          continue;
        }
        const why = breach(rel(root, file), rel(root, target));
        if (why) found.push({ from: rel(root, file), spec: m[1], to: rel(root, target), why });
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const found = findBreaches(root);
  for (const b of found) console.error(`${b.from}: '${b.spec}' → ${b.to}: ${b.why}`);
  console.info(`boundaries: ${found.length} ${found.length === 1 ? 'violation' : 'violations'}`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
