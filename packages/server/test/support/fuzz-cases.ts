// The bad inputs of the fuzz test: generic ones any route gets (wrong types, malformed JSON, bodies
// too big, odd content types, prototype tricks, odd path parameters and query strings), and field
// by field mutations of a valid body for every route that takes one.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import type { RouteEntry } from './route-list.ts';

export type FuzzCase = {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
};

const HUGE = 'ñ'.repeat(100_000);

/** Values put in place of a field (or of a whole body): each is wrong somewhere. */
const BAD_VALUES: [string, unknown][] = [
  ['null', null],
  ['número en lugar de texto', 12345],
  ['texto en lugar de número', 'doce'],
  ['booleano', true],
  ['lista', ['a', 1, null]],
  ['objeto', { $ne: null, nested: { deep: [1, { a: 'b' }] } }],
  ['texto enorme', HUGE],
  ['número enorme', 1e308],
  ['número negativo', -987654321],
  ['decimal raro', 0.1 + 0.2],
  ['entero más allá de 2^53', 2 ** 53 + 2],
  ['texto vacío', ''],
  ['espacios', '   \t\n '],
  ['unicode', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🍅 \u202Eoñ\u200B Ω≈ç√'],
  ['carácter NUL', 'a\u0000b'],
  ['sustituto suelto', 'x\uD800y'],
  ['script', '<script>alert(1)</script>'],
  ['SQL', "'; DROP TABLE products; --"],
];

/**
 * Values a column cannot hold (issue 12): ids and quantities past int4, money past the cap,
 * dates and instants past what the shop's records hold (2000–2100). Each replaces one field of
 * an otherwise valid body.
 */
const OUT_OF_RANGE: [string, unknown][] = [
  ['2^31', MAX_INT32 + 1],
  ['2^31 en texto', '2147483648'],
  ['3.000.000.000', 3_000_000_000],
  ['2^53 − 1', 2 ** 53 - 1],
  ['−2^31 − 1', -MAX_INT32 - 2],
  ['1e21', 1e21],
  ['monto sobre el tope', 10_000_000.01],
  ['fecha 9999-12-31', '9999-12-31'],
  ['fecha 1900-01-01', '1900-01-01'],
  ['fecha 0000-00-00', '0000-00-00'],
  ['instante de año negativo', '-271821-04-20T00:00:00Z'],
  ['instante del año 275760', '+275760-09-13T00:00:00Z'],
];

/** "/api/sheets/sale" as "/%61pi/%73heets/%73ale": the router decodes it to the same route. */
export function percentSpelling(url: string): string {
  return url
    .split('/')
    .map((segment) =>
      /^[a-z]/i.test(segment)
        ? `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`
        : segment,
    )
    .join('/');
}

/** Raw bodies that are not the JSON any route expects. */
const RAW_BODIES: [string, string, string][] = [
  ['JSON roto', '{"nombre": "a",', 'application/json'],
  ['JSON vacío', '', 'application/json'],
  ['JSON con basura al final', '{"a":1} xyz', 'application/json'],
  ['__proto__', '{"__proto__":{"rol":"admin","isAdmin":true}}', 'application/json'],
  ['constructor.prototype', '{"constructor":{"prototype":{"rol":"admin"}}}', 'application/json'],
  ['1e309 (Infinity)', '{"precio":1e309,"monto":1e309,"cantidad":1e309}', 'application/json'],
  ['anidado 5000 niveles', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
  ['texto plano', 'hola', 'text/plain'],
  ['formulario', 'email=a%40b.c&password=x', 'application/x-www-form-urlencoded'],
  [
    'multipart sin archivo',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    'multipart/form-data; boundary=x',
  ],
  ['multipart roto', '--x\r\nbasura', 'multipart/form-data; boundary=x'],
  [
    'XML',
    '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    'application/xml',
  ],
];

export const PARAM_VALUES: [string, string][] = [
  ['../', encodeURIComponent('../../../../etc/passwd')],
  ['..%2f sin codificar dos veces', '..%2f..%2fdb%2fPG_VERSION'],
  ['%00', '%00'],
  ['%00 con texto', '1%00.json'],
  ['codificación rota', '%E0%A4%A'],
  ['id muy largo', '9'.repeat(290)],
  ['texto muy largo', 'a'.repeat(299)],
  ['demasiado largo para el router', 'b'.repeat(400)],
  ['negativo', '-1'],
  ['cero', '0'],
  ['decimal', '1.5'],
  ['exponente', '1e3'],
  ['más allá de int4', '2147483648'],
  ['NaN', 'NaN'],
  ['emoji', encodeURIComponent('🍅')],
  ['SQL', encodeURIComponent("1' OR '1'='1")],
  ['script', encodeURIComponent('<script>alert(1)</script>')],
  ['espacio', '%20'],
];

/** Days past what any query admits (API.md: 2000 to 2100), each one 400 with the range message. */
export const DATES_OUT_OF_RANGE: string[] = [
  'desde=2026-01-01&hasta=9999-12-31',
  'desde=1999-12-31&hasta=2026-01-01',
  'desde=0001-01-01&hasta=0001-01-02',
  'desde=2101-01-01&hasta=2101-01-01',
];

/** A lone UTF-16 surrogate: refused like a NUL wherever it comes (API.md). */
export const LONE_SURROGATE = 'sustituto suelto';

const QUERY_VALUES: string[] = [
  'offset=-1&limit=-5',
  'offset=abc&limit=1.5',
  'limit=99999999999999999999&offset=1e400',
  `q=${'x'.repeat(5000)}`,
  'q=%00&categoria=%00&marca=%00',
  'q[]=a&q[]=b&categoria[$ne]=1',
  'q=%E0%A4%A',
  `q=${encodeURIComponent("' OR 1=1 --")}&marca=${encodeURIComponent('<script>')}`,
  'desde=2026-13-45&hasta=ayer&periodo=siempre',
  ...DATES_OUT_OF_RANGE,
];

/** The Buenos Aires day `days` from today, as the ferias take it. */
const inDays = (days: number) => addDays(shopToday(), days);

/** Valid bodies per route (API.md, MARKET.md), mutated one field at a time. */
export function templates(ids: { product: number; uid: string }): Record<string, unknown> {
  const product = {
    categoria: 'Legumbres',
    nombre: 'Garbanzos fuzz',
    marca: 'Marca fuzz',
    medida: '500 g',
    cantidad: 5,
    precio: 1500,
    url: '',
    descripcion: 'Descripción',
    sku: 'FUZZ-1',
    publicado: 'si',
  };
  const cliente = {
    nombre: 'Martina',
    correo: 'martina@example.com',
    provincia: 'Santa Fe',
    direccion: 'San Martín 1',
    cp: '3000',
    celular: '3425551234',
  };
  const mail = { to: 'cliente@example.com', subject: 'Hola', message: 'Texto' };
  const feria = {
    fecha: inDays(10),
    desde: '09:00',
    hasta: '13:00',
    lugar: 'Plaza fuzz',
    direccion: 'San Martín 2000',
    cierre: null,
  };
  const productor = {
    nombre: 'Productor fuzz',
    localidad: 'Esperanza',
    descripcion: 'Historia',
    foto: '',
    contacto: '3425550000',
    comision: '10',
  };
  return {
    'POST /api/login/email': { email: 'nadie@example.com', password: 'incorrecta' },
    'POST /api/login/third': { token: 'no-es-un-token' },
    'POST /api/user/create': {
      name: 'Ana Pérez',
      email: 'ana-fuzz@example.com',
      password: 'secreta1',
      state: 'Santa Fe',
      postalCode: '3000',
      address: 'Rivadavia 1',
      celular: '3425550000',
    },
    'POST /api/user/seller': {
      email: 'vende-fuzz@example.com',
      nombre: 'Vende',
      password: 'secreta1',
      role: 'seller',
    },
    'POST /api/sheets/data': product,
    'PUT /api/sheets/update': { id: ids.product, ...product },
    'POST /api/sheets/seccion': [1, 2, 3].map((seccion) => ({ seccion, imagen: '', texto: 'x' })),
    'POST /api/sheets/sale': {
      productos: [{ id: ids.product, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      // MARKET §14: the barrio of an order with Envío while zones are on.
      cliente: { ...cliente, barrio: 'Centro' },
      canal: 'web',
      // MARKET §3: the register the device had open (issue 28).
      cajaId: 1,
    },
    'POST /api/sheets/cashflow/add': {
      tipo: 'Ingreso',
      monto: 100,
      descripcion: 'Venta',
      fecha: '2026-11-21',
    },
    'PUT /api/sheets/cashflow/initial': { monto: 100 },
    'PUT /api/sheets/sale/:id/peso': { idProducto: ids.product, gramos: 500 },
    'POST /api/mails': mail,
    'POST /api/mails/': mail,
    'POST /api/user/verify': { token: 'no-es-un-enlace' },
    'POST /api/password/forgot': { email: 'nadie@example.com' },
    'POST /api/password/reset': { token: 'no-es-un-enlace', password: 'nueva-clave-larga' },
    'PUT /api/user/password': { actual: 'no-es-la-actual', nueva: 'nueva-clave-larga' },
    'PUT /api/user/:id/estado': { activo: false },
    'POST /api/caja/abrir': { montoInicial: 1000 },
    'POST /api/caja/movimiento': { tipo: 'Gasto', monto: 100, descripcion: 'Hielo' },
    'POST /api/caja/cerrar': { contado: 1000 },
    'POST /api/productores': productor,
    'PUT /api/productores/:id': productor,
    'POST /api/precios/ajuste': {
      porcentaje: 10,
      categoria: 'Legumbres',
      marca: '',
      redondeo: 10,
      vistaPrevia: true,
    },
    'POST /api/ferias': feria,
    'PUT /api/ferias/:id': feria,
    'POST /api/ferias/:id/cancelar': { moverA: null },
    'PUT /api/sheets/sale/:id/cobro': { cobrado: true, medio: 'efectivo' },
    'POST /api/mercadopago/webhook': { type: 'payment', data: { id: '1' } },
    // Round 4: errors a page met, bolsones (MARKET §9), paying producers (§4), the customer's
    // own change (§10).
    'POST /api/errores-web': { mensaje: 'x is undefined', pagina: '/', pila: 'at f (a.js:1)' },
    // Round 4's field data (issue 51).
    'POST /api/web-vitals': {
      pagina: 'control',
      dispositivo: 'telefono',
      lcp: 1800,
      inp: 64,
      cls: 0.02,
    },
    'POST /api/suscripciones': {
      productoId: ids.product,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Envío',
      direccion: 'San Martín 1',
      formaPago: 'efectivo',
    },
    'PUT /api/suscripciones/:id': { cantidad: 2, frecuencia: 'quincenal' },
    'POST /api/suscripciones/:id/saltear': { feriaId: 1, saltear: true },
    'POST /api/liquidaciones/pagar': { productorId: 1, desde: '2026-11-01', hasta: '2026-11-30' },
    'PUT /api/pedido/:id': { productos: [{ id: ids.product, cantidad: 1 }] },
    // Round 5: delivery zones and the reparto's origin (MARKET §14).
    'POST /api/envios/zonas': {
      nombre: 'Zona fuzz',
      barrios: ['Centro'],
      costo: 1500,
      minimo: 0,
      cupo: 5,
      activa: true,
    },
    'PUT /api/envios/zonas/:id': {
      nombre: 'Zona fuzz',
      barrios: ['Centro'],
      costo: 1500,
      minimo: 0,
      cupo: 5,
      activa: true,
    },
    'PUT /api/ferias/:id/reparto/orden': { saleIds: [1] },
    'PUT /api/sheets/sale/:id/ubicacion': { lat: -31.63, lon: -60.7 },
    'POST /api/sheets/sale/:id/reparto': { resultado: 'entregado', cobro: { medio: 'efectivo' } },
    'PUT /api/envios/origen': { lat: -31.63, lon: -60.7, direccion: 'San Martín 2000' },
    // Round 5: the producer portal (MARKET §15).
    'POST /api/productores/:id/acceso': { email: 'productor-fuzz@feria.local' },
    'PUT /api/productor/productos/:id/stock': { cantidad: 5 },
    'PUT /api/productor/productos/:id/publicado': { publicado: 'si' },
    'POST /api/productor/productos/:id/precio-propuesto': { precio: '1200' },
    'POST /api/precios/propuestas/:id/rechazar': { motivo: 'Muy caro' },
  };
}

/** Leaves of a JSON value as paths: ["cliente","nombre"], ["productos",0,"id"], … */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => paths(v, [...prefix, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]));
  }
  return [prefix];
}

function setAt(value: unknown, path: (string | number)[], next: unknown, remove = false): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = next;
  return copy;
}

const json = (value: unknown) => JSON.stringify(value);

/** Every case for one route at a concrete URL (its parameters already filled in). */
export function bodyCases(route: RouteEntry, url: string, template?: unknown): FuzzCase[] {
  const cases: FuzzCase[] = [];
  if (route.method === 'GET' || route.method === 'HEAD') {
    for (const query of QUERY_VALUES)
      cases.push({ label: `query ${query.slice(0, 40)}`, url: `${url}?${query}` });
    return cases;
  }
  for (const [label, payload, contentType] of RAW_BODIES)
    cases.push({ label, url, payload, contentType });
  cases.push({ label: 'cuerpo de 1,5 MB', url, payload: json({ a: 'x'.repeat(1_500_000) }) });
  for (const [label, value] of BAD_VALUES)
    cases.push({ label: `cuerpo ${label}`, url, payload: json(value) });
  if (template === undefined) return cases;
  cases.push({
    label: 'campo de más',
    url,
    payload: json(
      Array.isArray(template)
        ? template
        : { ...(template as object), rol: 'admin', id: 1, __extra: 'x' },
    ),
  });
  for (const path of paths(template)) {
    const name = path.join('.');
    cases.push({
      label: `${name} ausente`,
      url,
      payload: json(setAt(template, path, undefined, true)),
    });
    for (const [label, value] of [...BAD_VALUES, ...OUT_OF_RANGE]) {
      cases.push({ label: `${name}: ${label}`, url, payload: json(setAt(template, path, value)) });
    }
  }
  return cases;
}
