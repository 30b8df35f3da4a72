// Issue 9 "Security and bad input": generated bad inputs to every route the app registers, as an
// anonymous visitor, a customer and an admin. No 500; every /api answer is JSON, every refusal has
// a Spanish `error`; no bad input gets past a route's role; a refused call changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@feria/domain/messages/shop';
import { afterAll, expect, test } from 'vitest';
import { carouselSections, cashEntries } from '../../src/db/schema.ts';
import { type Access, checkAccess, declaredRoutes, type Role } from '../../src/http/access.ts';
import { buildTestApp } from '../support/app.ts';
import { tableDigests, tableNames } from '../support/db-digest.ts';
import { insertProduct } from '../support/fixtures.ts';
import {
  bodyCases,
  DATES_OUT_OF_RANGE,
  type FuzzCase,
  LONE_SURROGATE,
  PARAM_VALUES,
  percentSpelling,
  templates,
} from '../support/fuzz-cases.ts';
import { allRoutes, type RouteEntry } from '../support/route-list.ts';
import { insertSale } from '../support/sale-fixture.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-fuzz-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Feria</title>');
// Mercado Pago on (nothing answers at its address): its webhook and "pagar" are fuzzed too.
const MERCADO_PAGO = {
  MERCADOPAGO_ACCESS_TOKEN: 'token-fuzz',
  MERCADOPAGO_WEBHOOK_SECRET: 'secreto-fuzz-de-al-menos-32-caracteres',
  MERCADOPAGO_API_URL: 'http://127.0.0.1:9',
  MERCADOPAGO_TIMEOUT_MS: '200',
};
const t = buildTestApp(MERCADO_PAGO, { webDir });
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

// A failed sign-in is recorded on purpose (the throttle of API.md): the one table a refusal writes.
const WATCHED = tableNames.filter((name) => name !== 'auth_failures');
/** A refused sign-in is also written to the audit log (API.md: sign-ins and failures), and so is
 * a wrong current password (issue 28: it counts as a failed sign-in) and a Mercado Pago webhook
 * with a bad signature (API.md round 4: `mercadopago.firma`, once a minute per address). */
const recordsRefusal = (table: string, url: string) =>
  table === 'audit_log' &&
  (url.startsWith('/api/login/') ||
    url === '/api/user/password' ||
    url === '/api/mercadopago/webhook');
const ENGLISH =
  /\b(invalid|expected|received|required|must|not found|bad request|unsupported|too (big|small|large)|unexpected|cannot|failed|missing|undefined|body|route)\b/i;

/** The `error` of a JSON answer; undefined for any other body (a HEAD has none). */
function errorOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { error?: unknown }).error;
  } catch {
    return undefined;
  }
}

type Ids = { product: number; sale: number; uid: string };

async function prepare(role: Role | null) {
  const { db } = t.database;
  const product = await insertProduct(db, { stock: 50, marca: 'Marca fuzz' });
  await insertProduct(db, { publicado: false });
  await insertProduct(db, { stock: 0 });
  const sale = await insertSale(db, { lines: [{ product, cantidad: 2 }] });
  await db
    .insert(cashEntries)
    .values({ tipo: 'Ingreso', montoCents: 1000, descripcion: 'x', fecha: '2026-11-20' });
  await db
    .insert(carouselSections)
    .values(([1, 2, 3] as const).map((seccion) => ({ seccion, texto: 'Hola' })));
  const session = role ? await t.signIn(role) : null;
  if (session) await t.request({ method: 'GET', url: '/api/session', cookie: session.cookie });
  const ids: Ids = { product: product.id, sale: sale!.id, uid: session?.uid ?? 'nadie' };
  return { session, ids };
}

/** A new session, used once so its sliding expiry is written before any digest is taken. */
async function signInWarm(role: Role): Promise<string> {
  const { cookie } = await t.signIn(role);
  await t.request({ method: 'GET', url: '/api/session', cookie });
  return cookie;
}

/** Real values for read-only routes; ids that do not exist for the others, so no fuzz case can
 * delete or toggle the rows every other route needs. */
function realParam(name: string, ids: Ids, mutating: boolean): string {
  if (name === 'userId') return ids.uid;
  if (name === 'estado') return 'Listo';
  if (name === 'id') return mutating ? '999999' : String(ids.sale);
  if (name === '*') return 'pagina';
  return 'Legumbres';
}

function fill(url: string, ids: Ids, mutating: boolean, odd?: [string, string]): string {
  return url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const key = name ?? match;
    return odd && odd[0] === key ? odd[1] : realParam(key, ids, mutating);
  });
}

const ORDER = (r: RouteEntry) =>
  r.url === '/api/logout'
    ? 3
    : r.method === 'DELETE'
      ? 2
      : r.method === 'GET' || r.method === 'HEAD'
        ? 0
        : 1;

function allowed(access: Access | undefined, role: Role | null): boolean {
  if (!access) return true;
  try {
    checkAccess(access, role ? ({ rol: role } as never) : null);
    return true;
  } catch {
    return false;
  }
}

async function fuzzAs(role: Role | null) {
  const { session, ids } = await prepare(role);
  let cookie = session?.cookie;
  const access = new Map(declaredRoutes(t.app).map((r) => [`${r.method} ${r.url}`, r.access]));
  const routes = allRoutes(t.app).sort((a, b) => ORDER(a) - ORDER(b));
  // The route list is read from Fastify itself: it must hold every declared /api route.
  for (const key of access.keys()) expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(key);

  const problems: string[] = [];
  const known = templates(ids);
  // Taken again before a mutating call that follows reads (a read may slide a session's expiry).
  let digest: Record<string, string> | null = null;
  let sent = 0;
  let datesRefused = 0;
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const mutating = !['GET', 'HEAD'].includes(route.method);
    const may = allowed(access.get(key), role);
    const template = may ? known[key] : undefined;
    const cases: FuzzCase[] = bodyCases(route, fill(route.url, ids, mutating), template);
    // The same route spelled with percent-encoded letters (issue 12): same rules, same answers.
    if (route.url !== '/' && !route.url.startsWith('/*')) {
      cases.push({
        label: 'ruta con letras %XX',
        url: percentSpelling(fill(route.url, ids, mutating)),
        payload: mutating ? JSON.stringify(template ?? {}) : undefined,
      });
    }
    for (const name of route.url.match(/:(\w+)|\*/g) ?? []) {
      const param = name === '*' ? '*' : name.slice(1);
      for (const [label, value] of PARAM_VALUES) {
        cases.push({
          label: `${name} = ${label}`,
          url: fill(route.url, ids, mutating, [param, value]),
          payload: mutating ? JSON.stringify(template ?? {}) : undefined,
        });
      }
    }
    for (const c of cases) {
      sent++;
      if (mutating && !digest) digest = await tableDigests(t.database.db, WATCHED);
      if (!mutating) digest = null;
      const res = await t.request({
        method: route.method as 'GET',
        url: c.url,
        payload: c.payload,
        cookie,
        headers:
          c.payload === undefined ? {} : { 'content-type': c.contentType ?? 'application/json' },
      });
      const where = `${role ?? 'anónimo'} ${key} [${c.label}] → ${res.statusCode}`;
      if (res.statusCode >= 500) problems.push(`${where}: ${res.body.slice(0, 200)}`);
      const refusal = res.statusCode === 400 && route.method !== 'HEAD' ? errorOf(res.body) : null;
      // A day past 2000–2100 in a query is refused with the range message, whatever reads it.
      if (DATES_OUT_OF_RANGE.some((q) => c.url.endsWith(`?${q}`)) && refusal !== null) {
        datesRefused++;
        if (refusal !== MSG.fechaFueraDeRango) problems.push(`${where}: ${String(refusal)}`);
      }
      // A lone surrogate anywhere in a body is refused like a NUL by every route the role may call.
      if (
        may &&
        !SIGNED_RAW_BODY.has(key) &&
        c.label.endsWith(LONE_SURROGATE) &&
        refusal !== MSG.caracterNulo
      ) {
        problems.push(`${where}: el sustituto suelto no se rechazó: ${res.body.slice(0, 200)}`);
      }
      if (!may && res.statusCode < 300) problems.push(`${where}: pasó el control de acceso`);
      if (route.url.startsWith('/api') && route.method !== 'HEAD' && res.statusCode >= 400) {
        const type = String(res.headers['content-type'] ?? '');
        const error = type.includes('application/json')
          ? (res.json() as { error?: unknown }).error
          : undefined;
        if (typeof error !== 'string' || error.trim() === '' || ENGLISH.test(error)) {
          problems.push(`${where}: error no es un mensaje en español: ${res.body.slice(0, 200)}`);
        }
      }
      if (mutating) {
        const after = await tableDigests(t.database.db, WATCHED);
        if (res.statusCode >= 400) {
          for (const table of WATCHED) {
            if (after[table] !== digest?.[table] && !recordsRefusal(table, route.url))
              problems.push(`${where}: cambió la tabla ${table}`);
          }
        } else if (
          cookie &&
          (await t.request({ method: 'GET', url: '/api/session', cookie })).statusCode === 401
        ) {
          // A call that succeeded ended our session (sign-up while signed in): sign in again.
          cookie = await signInWarm(role!);
          digest = null;
          continue;
        }
        digest = after;
      }
    }
  }
  // The settlement (page and CSV) and the cash export read days: at least those refused them.
  if (role === 'admin' && datesRefused < 3 * DATES_OUT_OF_RANGE.length) {
    problems.push(`solo ${datesRefused} consultas con fechas fuera de rango respondieron 400`);
  }
  return { problems, sent };
}

/** State-changing routes that take no JSON body (or a file, fuzzed by upload-tricks.test.ts). */
/** Routes that read raw bytes and check their sender's signature before any parsing (MARKET
 * §13.3: Meta's webhook): a mutated body only ever meets that check, never the text guard. */
const SIGNED_RAW_BODY = new Set(['POST /api/whatsapp/webhook']);

const WITHOUT_JSON_BODY = new Set([
  'POST /api/logout',
  'POST /api/logout/all',
  'POST /api/sheets/images',
  'POST /api/sheets/import',
  'POST /api/pedido/:id/comprobante',
  'POST /api/pedido/:id/pagar',
  'PUT /api/sheets/sale/:id/changestate/:estado',
  'PUT /api/sheets/product/:id',
  'DELETE /api/sheets/delete/sale/:id',
  'DELETE /api/sheets/delete/:id',
  'DELETE /api/productores/:id',
  'DELETE /api/productores/:id/acceso',
  'POST /api/precios/ajuste/:ajusteId/deshacer',
  'POST /api/ferias/:id/listos',
  'POST /api/sheets/sale/:id/qr/cancelar',
  'POST /api/sheets/sale/:id/factura/reintentar',
  'POST /api/suscripciones/generar',
  'POST /api/suscripciones/:id/pausar',
  'POST /api/suscripciones/:id/reanudar',
  'POST /api/suscripciones/:id/cancelar',
  'POST /api/pedido/:id/cancelar',
  'DELETE /api/envios/zonas/:id',
  'POST /api/ferias/:id/reparto/ordenar',
  'POST /api/productor/ferias/:feriaId/no-llevo',
  'DELETE /api/productor/ferias/:feriaId/no-llevo',
  'POST /api/precios/propuestas/:id/aceptar',
  // MARKET §13.3: raw bytes whose signature is checked before any parsing, so a mutated field
  // only ever meets the signature check (webhook.test.ts); with WhatsApp off here it is a 404.
  'POST /api/whatsapp/webhook',
]);

test('cada ruta que recibe un cuerpo JSON tiene su cuerpo válido para mutar campo por campo', () => {
  const known = templates({ product: 1, uid: 'u' });
  const missing = allRoutes(t.app)
    .filter((r) => r.url.startsWith('/api') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !(key in known) && !WITHOUT_JSON_BODY.has(key));
  expect(missing).toEqual([]);
});

test.each([
  ['anónimo', null],
  ['cliente', 'user'],
  ['administrador', 'admin'],
] as const)(
  'entradas malas a todas las rutas como %s: nunca 500, siempre un error en español y nada cambia',
  async (_who, role) => {
    const { problems, sent } = await fuzzAs(role);
    expect(sent).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  },
  900_000, // every route, mutated field by field: minutes on a busy machine
);
