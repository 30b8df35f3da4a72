// Factura electrónica (MARKET §12): who the invoice is made out to, its printed number, and
// ARCA's QR (RG 4892). Server (what is sent to ARCA) and web (what is shown) share these.
import { FACTURA_MSG } from '../messages/factura.ts';
import { fromCents } from './money.ts';

export const CONDICIONES_IVA = [
  'responsableInscripto',
  'monotributo',
  'exento',
  'consumidorFinal',
] as const;
type CondicionIva = (typeof CONDICIONES_IVA)[number];

/** ARCA's CondicionIVAReceptorId of each condition. */
const CONDICION_ID: Record<CondicionIva, number> = {
  responsableInscripto: 1,
  monotributo: 6,
  exento: 4,
  consumidorFinal: 5,
};

/** How each condition is shown (MARKET §12). */
export const CONDICION_LABELS: Record<CondicionIva, string> = {
  responsableInscripto: 'Responsable inscripto',
  monotributo: 'Monotributo',
  exento: 'Exento',
  consumidorFinal: 'Consumidor final',
};

/** RG 5700/2025: from this total (in cents) the invoice needs the buyer's CUIT or DNI. */
const DOCUMENTO_DESDE_CENTS = 10_000_000_00;

type Receptor = { docTipo: 80 | 96 | 99; docNro: number; condicionIvaReceptorId: number };

export const CONSUMIDOR_FINAL: Receptor = { docTipo: 99, docNro: 0, condicionIvaReceptorId: 5 };

/**
 * @internal Exported for its tests.
 * A CUIT's check digit (módulo 11 with weights 5432765432).
 */
export function cuitValido(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  const check = rest === 11 ? 0 : rest === 10 ? 9 : rest;
  return check === Number(digits[10]);
}

/** Dots, dashes and spaces are ignored. */
const documentoDigits = (documento: string) => documento.replace(/[.\-\s]/g, '');

/** What was typed is a CUIT (11 digits): the condición frente al IVA is then asked. */
export const esCuit = (documento: string) => /^\d{11}$/.test(documentoDigits(documento));

/** The server's refusals that belong under the "CUIT o DNI para la factura" field. */
export const isFacturaMessage = (message: string) =>
  message === FACTURA_MSG.documentoInvalido ||
  message === FACTURA_MSG.condicionIva ||
  message === FACTURA_MSG.documentoObligatorio;

/**
 * The invoice's receiver from what the customer typed: Consumidor Final when nothing; a message
 * (400) when the documento or the condition is wrong, or missing from $ 10.000.000.
 */
export function receptorDe(
  documento: string | undefined | null,
  condicionIva: string | undefined | null,
  totalCents: number,
): { ok: true; receptor: Receptor } | { ok: false; message: string } {
  const digits = documentoDigits(documento ?? '');
  if (digits === '') {
    if (totalCents >= DOCUMENTO_DESDE_CENTS) {
      return { ok: false, message: FACTURA_MSG.documentoObligatorio };
    }
    return { ok: true, receptor: CONSUMIDOR_FINAL };
  }
  if (/^\d{7,8}$/.test(digits)) {
    return {
      ok: true,
      receptor: { docTipo: 96, docNro: Number(digits), condicionIvaReceptorId: 5 },
    };
  }
  if (!cuitValido(digits)) return { ok: false, message: FACTURA_MSG.documentoInvalido };
  if (!CONDICIONES_IVA.includes(condicionIva as CondicionIva)) {
    return { ok: false, message: FACTURA_MSG.condicionIva };
  }
  const condicionIvaReceptorId = CONDICION_ID[condicionIva as CondicionIva];
  return { ok: true, receptor: { docTipo: 80, docNro: Number(digits), condicionIvaReceptorId } };
}

/**
 * @internal Exported for its tests.
 * An invoice's states (MARKET §12). A pendiente row with a number is "in doubt": the number was
 * asked of ARCA and its answer is not known; FECompConsultar decides it before any other number.
 */
export const FACTURA_ESTADOS = ['pendiente', 'emitida', 'rechazada', 'descartada'] as const;
export type FacturaEstadoGuardado = (typeof FACTURA_ESTADOS)[number];
/** What a Sale answer shows: a descartada invoice is shown as none. */
export type FacturaEstado = Exclude<FacturaEstadoGuardado, 'descartada'>;

/**
 * Every move of an invoice, written once: the state it must be in (`desde`, the update's
 * `WHERE estado = desde`) and the state it ends in. No other change of `estado` exists.
 */
export const FACTURA_PASOS = {
  /** A number asked of ARCA: recorded before the request goes out. */
  numerar: { desde: 'pendiente', hacia: 'pendiente' },
  /** ARCA failed or hung: asked again later. */
  aplazar: { desde: 'pendiente', hacia: 'pendiente' },
  /** ARCA never recorded the number in doubt (or it is another comprobante's): let go. */
  soltar: { desde: 'pendiente', hacia: 'pendiente' },
  /** The sale was annulled while its number was in doubt: decided first, then dropped or credited. */
  marcarAnulada: { desde: 'pendiente', hacia: 'pendiente' },
  /** ARCA gave the CAE, or FECompConsultar found this very comprobante. */
  emitir: { desde: 'pendiente', hacia: 'emitida' },
  /** ARCA refused it: its number is not used. */
  rechazar: { desde: 'pendiente', hacia: 'rechazada' },
  /** The sale was annulled before ARCA had the invoice. */
  descartar: { desde: 'pendiente', hacia: 'descartada' },
  /** "Reintentar" (admin). */
  reintentar: { desde: 'rechazada', hacia: 'pendiente' },
} as const satisfies Record<string, { desde: FacturaEstadoGuardado; hacia: FacturaEstadoGuardado }>;
export type FacturaPaso = keyof typeof FACTURA_PASOS;

/** @internal Exported for its tests. Whether an invoice in `estado` may take `paso`. */
export const puedeDar = (estado: FacturaEstadoGuardado, paso: FacturaPaso): boolean =>
  FACTURA_PASOS[paso].desde === estado;

/**
 * Whether a comprobante ARCA holds under this number is this invoice: same total and same
 * receiver's document. Anything else is another comprobante, and the number is let go.
 */
export const esEsteComprobante = (
  found: { totalCents: number; docNro: number } | null,
  row: { totalCents: number; docNro: number },
): boolean => found !== null && found.totalCents === row.totalCents && found.docNro === row.docNro;

/**
 * Ventas' invoice filters (`GET /api/sheets/sale?factura=`): "Sin factura" (cobrado, with no
 * emitida Factura C) and "Factura rechazada".
 */
export const FACTURA_FILTROS = ['sin', 'rechazada'] as const;
export type FacturaFiltro = (typeof FACTURA_FILTROS)[number];

/** `factura` / `notaCredito` of a Sale answer (MARKET §12). */
export type FacturaDto = {
  estado: FacturaEstado;
  tipo: 'C';
  puntoVenta: number;
  numero: number | null;
  cae: string | null;
  /** aaaa-mm-dd */
  caeVence: string | null;
  observaciones: string | null;
  /** ARCA's QR URL (RG 4892) of an emitida one; null otherwise. */
  qr: string | null;
};

/** "00003-00000042": punto de venta in 5 digits, number in 8. */
export const numeroFactura = (puntoVenta: number, numero: number) =>
  `${String(puntoVenta).padStart(5, '0')}-${String(numero).padStart(8, '0')}`;

const ddmmaaaa = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * The order page, "Mis compras", the sale's detail and the stall's ticket show it:
 * "Factura C N° 00003-00000042 · CAE 7… · Vto. 07/12/2026" ("Nota de Crédito C" for notes). */
export function facturaLinea(
  f: { puntoVenta: number; numero: number; cae: string; caeVence: string },
  titulo = 'Factura C',
): string {
  return `${titulo} N° ${numeroFactura(f.puntoVenta, f.numero)} · CAE ${f.cae} · Vto. ${ddmmaaaa(f.caeVence)}`;
}

/** What ARCA's QR encodes (RG 4892), in its field order. */
type QrData = {
  ver: 1;
  fecha: string;
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
  moneda: 'PES';
  ctz: 1;
  tipoDocRec: number;
  nroDocRec: number;
  tipoCodAut: 'E';
  codAut: number;
};

export function qrData(f: {
  fecha: string;
  cuit: string;
  puntoVenta: number;
  tipoCmp: number;
  numero: number;
  totalCents: number;
  docTipo: number;
  docNro: number;
  cae: string;
}): QrData {
  return {
    ver: 1,
    fecha: f.fecha,
    cuit: Number(f.cuit),
    ptoVta: f.puntoVenta,
    tipoCmp: f.tipoCmp,
    nroCmp: f.numero,
    importe: fromCents(f.totalCents),
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: f.docTipo,
    nroDocRec: f.docNro,
    tipoCodAut: 'E',
    codAut: Number(f.cae),
  };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 of ASCII text (the QR's JSON is numbers and fixed ASCII words). */
function base64(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const [a, b, c] = [text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)];
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += B64[(n >> 18) & 63] ?? '';
    out += B64[(n >> 12) & 63] ?? '';
    out += i + 1 < text.length ? (B64[(n >> 6) & 63] ?? '') : '=';
    out += i + 2 < text.length ? (B64[n & 63] ?? '') : '=';
  }
  return out;
}

/** The URL ARCA's QR carries: https://www.afip.gob.ar/fe/qr/?p={base64 of the JSON}. */
export const qrUrl = (data: QrData) =>
  `https://www.afip.gob.ar/fe/qr/?p=${base64(JSON.stringify(data))}`;

/** "aaaammdd" of an "aaaa-mm-dd" day, and back. */
export const arcaDate = (isoDay: string) => isoDay.replaceAll('-', '');
export const isoFromArca = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;

/**
 * CbteFch (aaaa-mm-dd): the day it was cobrado, unless ARCA would refuse it (Concepto 1 allows
 * at most 5 days back, and never before the last authorised invoice of the punto de venta):
 * then today.
 */
export function fechaComprobante(cobroDay: string, today: string, lastAuthorised: string | null) {
  if (dayNumber(today) - dayNumber(cobroDay) > 5) return today;
  if (lastAuthorised && cobroDay < lastAuthorised) return today;
  if (cobroDay > today) return today;
  return cobroDay;
}
