// The "Ventas" search box (SPEC §5): N° venta, cliente, total, fecha, hora and forma de pago,
// ignoring case and accents (DESIGN §3.15).
import { matchesSearch, normalizeText } from './catalog.ts';
import type { Cobro } from './cobro.ts';
import type { FeriaRef } from './ferias.ts';
import { paymentLabel } from './payment.ts';
import type { SaleChannel } from './pos.ts';
import type { SaleStatus } from './sale-status.ts';

export type SaleCard = {
  id: number;
  nombre: string;
  pago: string;
  estadoPago: SaleStatus;
  total: string; // "1234.50"
  envio: string;
  fecha: string; // dd/mm/aaaa
  hora: string; // HH:mm
  celular: string;
  feria?: FeriaRef | null; // the market day (MARKET §1)
  canal: SaleChannel; // web or puesto (MARKET §7)
  cobro: Cobro;
  /** MARKET §9: the subscription that generated the order, if one did. */
  suscripcionId?: number | null;
};

type SearchableSale = Pick<SaleCard, 'id' | 'nombre' | 'pago' | 'total' | 'fecha' | 'hora'>;

/** The texts a sale is found by. The id also as "#12" and the total also as "1234,50". */
function searchFields(card: SearchableSale): string[] {
  return [
    `#${card.id}`,
    card.nombre,
    card.total,
    card.total.replace('.', ','),
    card.fecha,
    card.hora,
    card.pago,
    paymentLabel(card.pago),
  ];
}

/** The cards matching the term; a blank term gives them all. */
export function searchSales<T extends SearchableSale>(cards: readonly T[], term: string): T[] {
  if (normalizeText(term) === '') return [...cards];
  return cards.filter((card) => matchesSearch(searchFields(card), term));
}
