// Measures the web app's layering (issue 29): imports that reach up into the top (src/app) from
// the layers below it, imports from the top's files into the features, import cycles, and files
// over 200 lines. Plain Node, no dependencies: `node scripts/web-layers.mjs [--list]`.
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '../packages/web/src');
const list = process.argv.includes('--list');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const files = walk(src);
const rel = (file) => path.relative(src, file).split(path.sep).join('/');
const layer = (file) => rel(file).split('/')[0];

// Static imports (value and type-only apart) and dynamic import() of relative paths.
const STATIC = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gm;
const BARE = /^\s*import\s+'(\.[^']+)'/gm;
const DYNAMIC = /import\(\s*'(\.[^']+)'\s*\)/g;

const edges = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const add = (spec, kind) => {
    const target = path.resolve(path.dirname(file), spec);
    if (fs.existsSync(target)) edges.push({ from: file, to: target, kind });
  };
  for (const m of text.matchAll(STATIC)) add(m[3], m[2] ? 'type' : 'static');
  for (const m of text.matchAll(BARE)) add(m[1], 'static');
  for (const m of text.matchAll(DYNAMIC)) add(m[1], 'dynamic');
}

const isTest = (file) => /\.test\.tsx?$|\/test\//.test(rel(file));
const show = (title, found) => {
  console.info(`${title}: ${found.length}`);
  if (list) for (const e of found) console.info(`  ${rel(e.from)} -> ${rel(e.to)} (${e.kind})`);
};

// 1. Up into the top: a file outside src/app (main.tsx, the entry, is above everything) importing
//    a file in src/app.
const up = edges.filter(
  (e) => layer(e.to) === 'app' && layer(e.from) !== 'app' && rel(e.from) !== 'main.tsx',
);
show('imports from lower layers up into src/app', up);
const upProduct = up.filter((e) => !isTest(e.from) && e.kind !== 'type');
console.info(`  of which in product code, not type-only: ${upProduct.length}`);

// 2. The arrows back: a file in src/app that lower layers import, itself importing a lower layer
//    (each closes a loop between app and that layer: app was both roof and foundation).
const importedFromBelow = new Set(up.map((e) => e.to));
const backUp = edges.filter(
  (e) => layer(e.from) === 'app' && layer(e.to) !== 'app' && importedFromBelow.has(e.from),
);
show('imports back from those src/app files into the lower layers', backUp);
const appToFeatures = edges.filter((e) => layer(e.from) === 'app' && layer(e.to) !== 'app');
show('all imports from src/app into the layers below', appToFeatures);

// 3. Cycles among static imports (type-only imports apart: they vanish at build time),
//    Tarjan's strongly connected components.
function cycles(kinds) {
  const next = new Map(files.map((f) => [f, []]));
  for (const e of edges) if (kinds.includes(e.kind) && next.has(e.to)) next.get(e.from).push(e.to);
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (v) => {
    info.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const w of next.get(v)) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).on = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next.get(v).includes(v)) found.push(component);
    }
  };
  for (const f of files) if (!info.has(f)) visit(f);
  return found;
}
for (const [title, kinds] of [
  ['import cycles (static imports)', ['static']],
  ['import cycles (static and type-only imports)', ['static', 'type']],
  ['import cycles (static, type-only and dynamic imports)', ['static', 'type', 'dynamic']],
]) {
  const found = cycles(kinds);
  console.info(`${title}: ${found.length}`);
  if (list) for (const c of found) console.info(`  ${c.map(rel).join(' , ')}`);
}

// 4. Files over 200 lines.
const long = files
  .map((f) => ({ file: rel(f), lines: fs.readFileSync(f, 'utf8').split('\n').length - 1 }))
  .filter((f) => f.lines > 200)
  .sort((a, b) => b.lines - a.lines);
console.info(`web files over 200 lines: ${long.length}`);
for (const f of long) console.info(`  ${f.file} ${f.lines}${isTest(f.file) ? ' (test)' : ''}`);
