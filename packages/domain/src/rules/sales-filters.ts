// Ventas' filters (MARKET §7): "Sin cobrar", "Para entregar" (Listo), "Comprobantes por revisar"
// (a transfer receipt on an order still Sin cobrar, round 5), by feria and by channel.
import type { FeriaRef } from './ferias.ts';
import type { SaleChannel } from './pos.ts';
import type { SaleCard } from './sales-search.ts';

export type SaleFilters = {
  sinCobrar: boolean;
  paraEntregar: boolean;
  comprobante: boolean;
  feriaId: number | null;
  canal: SaleChannel | null;
};

export const NO_FILTERS: SaleFilters = {
  sinCobrar: false,
  paraEntregar: false,
  comprobante: false,
  feriaId: null,
  canal: null,
};

type Filterable = Pick<SaleCard, 'estadoPago' | 'cobro' | 'canal' | 'feria'>;

/** The cards that pass every chosen filter (the annulled ones never reach the list). */
export function filterSales<T extends Filterable>(cards: readonly T[], f: SaleFilters): T[] {
  return cards.filter(
    (c) =>
      (!f.sinCobrar || c.cobro.estado === 'pendiente') &&
      (!f.paraEntregar || c.estadoPago === 'Listo') &&
      (!f.comprobante || (c.cobro.estado === 'pendiente' && c.cobro.comprobante !== null)) &&
      (f.feriaId === null || c.feria?.id === f.feriaId) &&
      (f.canal === null || c.canal === f.canal),
  );
}

/** The ferias the cards belong to, each once, newest first: the "Feria" filter's choices. */
export function feriasOfSales(cards: readonly Filterable[]): FeriaRef[] {
  const byId = new Map<number, FeriaRef>();
  for (const c of cards) if (c.feria) byId.set(c.feria.id, c.feria);
  return [...byId.values()].sort((a, b) => b.fecha.localeCompare(a.fecha) || b.id - a.id);
}

/** "Web" or "Puesto", as each card shows its channel. */
export const channelLabel = (canal: SaleChannel) => (canal === 'pos' ? 'Puesto' : 'Web');
