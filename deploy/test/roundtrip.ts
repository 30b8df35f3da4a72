// A backup → empty database → restore round trip (DESIGN §7): `npm run backup` while the servers
// run, the database emptied (dropped and created again), `npm run restore`, and the servers back
// on it with the same products, sales and pictures.
import fs from 'node:fs';
import path from 'node:path';
import { type Ctx, expectEqual, expectTrue } from './context.ts';
import { adminQuery, query, runTool, startFeria } from './stack.ts';

const TABLES = ['products', 'sales', 'sale_lines', 'pictures', 'users'];

async function digests(url: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await query<{ n: number; h: string }>(
      url,
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
    );
    out[table] = `${row!.n}:${row!.h}`;
  }
  return out;
}

export async function backupRoundTrip(ctx: Ctx): Promise<string> {
  const env = { DATA_DIR: ctx.serverEnv(0).DATA_DIR!, DATABASE_URL: ctx.database.url };
  const before = await digests(ctx.database.url);
  const saved = await runTool('backup', env);
  expectEqual(saved.code, 0, `npm run backup (${saved.output.trim()})`);
  const backups = path.join(env.DATA_DIR, 'backups');
  const file = path.join(
    backups,
    fs
      .readdirSync(backups)
      .filter((n) => n.endsWith('.dump'))
      .sort()
      .at(-1)!,
  );

  const refused = await runTool('restore', env, file);
  expectEqual(refused.code, 1, 'restaurar sobre la base con datos');
  expectTrue(refused.output.includes('La base de datos no está vacía'), refused.output);

  for (const server of ctx.servers) server.child.kill('SIGTERM');
  expectEqual(await Promise.all(ctx.servers.map((s) => s.exited)), [0, 0], 'servidores detenidos');
  await adminQuery(`DROP DATABASE ${ctx.database.name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${ctx.database.name}`);
  const restored = await runTool('restore', env, file);
  expectEqual(restored.code, 0, `npm run restore (${restored.output.trim()})`);
  expectEqual(await digests(ctx.database.url), before, 'las tablas restauradas');

  for (let i = 0; i < ctx.servers.length; i++) {
    ctx.servers[i] = await startFeria(ctx.servers[i]!.port, ctx.serverEnv(i));
  }
  // Caddy sees them ready again and serves the restored shop.
  let picture = await ctx.client.request('GET', ctx.picture);
  for (let i = 0; i < 20 && picture.status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 250));
    picture = await ctx.client.request('GET', ctx.picture);
  }
  expectEqual(picture.status, 200, 'la foto restaurada por HTTPS');
  const counts = Object.fromEntries(Object.entries(before).map(([t, d]) => [t, d.split(':')[0]]));
  const size = (fs.statSync(file).size / 1024).toFixed(0);
  return `${path.basename(file)} (${size} KB) → base vacía → restaurada: ${JSON.stringify(counts)}`;
}
