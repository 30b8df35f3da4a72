// Tier 1 of WhatsApp (MARKET §13.2): wa.me links with the text written, and the Spanish texts of
// each order's and each feria's notices. Pure text: the number comes from whatsapp-number.ts.
import { isoDayMonth } from './dates.ts';

/** `https://wa.me/{número}?text={texto}`: spaces as %20, new lines as %0A. */
export const waLink = (numero: string, texto: string) =>
  `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`;

/** The order page of a web order (§7) opened by its notices' token. */
export const orderLink = (publicUrl: string, id: number, token: string) =>
  `${publicUrl}/pedido/${id}?t=${token}`;

const AVISO_MAX = 500;

/** One order's text: a web order carries its link; a point-of-sale sale has no order page. */
export function saleNoticeText(p: {
  nombre: string;
  shopName: string;
  id: number;
  enlace: string | null;
}): string {
  const nombre = p.nombre.trim();
  return p.enlace === null
    ? `Hola ${nombre}, te escribimos de ${p.shopName} por tu compra #${p.id}.`
    : `Hola ${nombre}, te escribimos de ${p.shopName} por tu pedido #${p.id}. Podés verlo acá: ${p.enlace}`;
}

/** "Avisar a todos": the staff's text, then the order's line. */
export const feriaNoticeText = (texto: string, id: number, enlace: string) =>
  `${texto}\nTu pedido #${id}: ${enlace}`;

type FeriaPlace = { fecha: string; lugar: string };

/** The ready text for an order moved out of a cancelled feria. */
export function movedNoticeText(p: {
  nombre: string;
  id: number;
  from: FeriaPlace;
  to: FeriaPlace & { desde: string; hasta: string };
  enlace: string;
}): string {
  const { from, to } = p;
  return (
    `Hola ${p.nombre.trim()}: la feria del ${isoDayMonth(from.fecha)} en ${from.lugar} se suspendió. ` +
    `Tu pedido #${p.id} pasa a la feria del ${isoDayMonth(to.fecha)} en ${to.lugar}, de ${to.desde} ` +
    `a ${to.hasta}. Ver tu pedido: ${p.enlace}`
  );
}

/** The staff's text for every order: trimmed, required (unless the feria is cancelled), ≤ 500. */
export function avisoTextProblem(
  texto: string | undefined,
  required: boolean,
): 'requerido' | 'largo' | null {
  const t = (texto ?? '').trim();
  if (t === '') return required ? 'requerido' : null;
  return t.length > AVISO_MAX ? 'largo' : null;
}
