// Tier 2 of WhatsApp (MARKET §13.3): the rules of the automatic notices that the server applies
// and the screens show. Pure: no clock, no network.
import { formatMoney } from './money.ts';

const AVISO_EVENTOS = [
  'pedido.recibido',
  'bolson.generado',
  'pedido.listo',
  'feria.cambio',
] as const;
export type AvisoEvento = (typeof AVISO_EVENTOS)[number];

const AVISO_ESTADOS = [
  'pendiente',
  'enviando',
  'enviado',
  'entregado',
  'leido',
  'fallido',
  'incierto',
  'tope',
] as const;
export type AvisoEstado = (typeof AVISO_ESTADOS)[number];

/** Each event's approved template (language es_AR, category utility). */
export const AVISO_PLANTILLA: Record<AvisoEvento, string> = {
  'pedido.recibido': 'pedido_recibido',
  'bolson.generado': 'bolson_generado',
  'pedido.listo': 'pedido_listo',
  'feria.cambio': 'feria_cambio',
};

/**
 * Meta refuses a text parameter with a new line, a tab or more than 4 spaces in a row: each such
 * run becomes one space (shorter runs of plain spaces are kept as typed).
 * @internal Exported for its tests.
 */
export function templateParameter(text: string): string {
  return text.replace(/ *[\r\n\t][\s]* */g, ' ').replace(/ {5,}/g, ' ');
}

/**
 * The total as a parameter: "$ 1.234,50".
 * @internal Exported for its tests.
 */
export const totalParameter = (cents: number) => formatMoney(cents);

/** Meta's delivery statuses, in the order a notice may move (never back). */
const FORWARD: AvisoEstado[] = ['enviado', 'fallido', 'entregado', 'leido'];

/** A webhook status of Meta's as a notice's estado; null when it is not one the shop follows. */
export function estadoDeMeta(status: string): AvisoEstado | null {
  const map: Record<string, AvisoEstado> = {
    sent: 'enviado',
    failed: 'fallido',
    delivered: 'entregado',
    read: 'leido',
  };
  return map[status] ?? null;
}

/**
 * Whether a notice now `from` moves to `to`: only forward in enviado < fallido < entregado <
 * leido (updates repeat and come out of order; a failed after delivered is another device's).
 */
export function avanzaEstado(from: AvisoEstado, to: AvisoEstado): boolean {
  const a = FORWARD.indexOf(from);
  const b = FORWARD.indexOf(to);
  return a >= 0 && b > a;
}

/** "baja" or "stop": trimmed, without accents, any case, a final "." or "!" ignored. */
export function esBaja(text: string): boolean {
  const word = text
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.!]$/, '')
    .trim();
  return word === 'baja' || word === 'stop';
}

/** What an order's notice says: the order and, for a feria's date or place, that feria. */
export type AvisoDatos = {
  nombre: string;
  id: number;
  totalCents: number;
  /** The order's feria (its date for bolson.generado; the new one for feria.cambio). */
  feria: { fecha: string; lugar: string } | null;
  enlace: string;
};

/** "dd/mm" of an ISO day. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The template's body parameters, in exactly MARKET's order, each cleaned for Meta. */
export function avisoParametros(evento: AvisoEvento, d: AvisoDatos): string[] {
  const nombre = d.nombre.trim();
  const numero = String(d.id);
  const fecha = d.feria ? dayMonth(d.feria.fecha) : '';
  const params: Record<AvisoEvento, string[]> = {
    'pedido.recibido': [nombre, numero, totalParameter(d.totalCents), d.enlace],
    'bolson.generado': [nombre, numero, fecha, d.enlace],
    'pedido.listo': [nombre, numero, d.enlace],
    'feria.cambio': [nombre, numero, fecha, d.feria?.lugar ?? '', d.enlace],
  };
  return params[evento].map(templateParameter);
}

/** MARKET §13.3: the one free-form reply to a "baja". */
export const bajaRespuesta = (shopName: string) =>
  `Listo: no te vamos a mandar más avisos de ${shopName} por WhatsApp. Si querés volver a recibirlos, marcalo en tu próximo pedido.`;

/** How the sale detail names each notice's state ("Avisos por WhatsApp", MARKET §13.3). */
export const AVISO_ESTADO_TEXTO: Record<AvisoEstado, string> = {
  pendiente: 'Pendiente',
  enviando: 'Pendiente',
  enviado: 'Enviado',
  entregado: 'Entregado',
  leido: 'Leído',
  fallido: 'No se pudo entregar por WhatsApp',
  incierto: 'Sin confirmar: revisá en WhatsApp',
  tope: 'No enviado: tope del mes',
};

/** Each event as the sale detail names it. */
export const AVISO_EVENTO_TEXTO: Record<AvisoEvento, string> = {
  'pedido.recibido': 'Pedido recibido',
  'bolson.generado': 'Bolsón generado',
  'pedido.listo': 'Pedido listo',
  'feria.cambio': 'Cambio de feria',
};

/** The basket's and the subscription form's box (unticked), with the celular as typed. */
export const avisosOptIn = (shopName: string, celular: string) =>
  `Quiero recibir avisos de ${shopName} por WhatsApp al ${celular.trim() || 'número que escribas'}`;

/** Control's line of the month: "WhatsApp este mes: 12 de 1000", or the cap reached. */
export const whatsappMesTexto = (enviados: number, tope: number) =>
  enviados >= tope
    ? `Tope de WhatsApp alcanzado (${enviados}/${tope})`
    : `WhatsApp este mes: ${enviados} de ${tope}`;
