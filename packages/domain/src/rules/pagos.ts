// Pagos (MARKET §7b, ADR 0024): every money event of a sale is an append-only record, and its cobro
// is derived from them here, once, for the server (which caches it on the sale) and the web.
import type { CobroEstado } from './cobro.ts';

const PAGO_TIPOS = ['cobro', 'devolucion'] as const;
export type PagoTipo = (typeof PAGO_TIPOS)[number];

/** Who a record names when it is not a staff member's e-mail. */
export const QUIEN_MERCADOPAGO = 'mercadopago';

/** A record as the rule reads it (oldest first); amounts in integer cents. */
export type PagoFact = {
  id?: number;
  tipo: PagoTipo;
  medio: string;
  montoCents: number;
  externoId: string | null;
  fecha: Date;
};

export type CobroDerivado = {
  estado: CobroEstado;
  /** Medio and moment of the record at which the sum last reached the total; null when pendiente. */
  medio: string | null;
  fecha: Date | null;
  /** Cobros minus devoluciones. */
  netoCents: number;
  /** What is still missing to the total (0 when cobrado). */
  faltaCents: number;
  /** "Pagado de más": what came in beyond the total. */
  deMasCents: number;
};

const signed = (p: PagoFact) => (p.tipo === 'cobro' ? p.montoCents : -p.montoCents);

/**
 * The cobro a sale's records make: cobrado when cobros − devoluciones come to at least the total
 * (an overpayment is cobrado too, with "Pagado de más"), pendiente otherwise. Medio and fecha are
 * those of the record at which the running sum last went from below the total to reaching it.
 */
export function deriveCobro(records: readonly PagoFact[], totalCents: number): CobroDerivado {
  let neto = 0;
  let reached: PagoFact | null = null;
  for (const record of records) {
    const before = neto;
    neto += signed(record);
    if (neto >= totalCents && (before < totalCents || reached === null)) reached = record;
    if (neto < totalCents) reached = null;
  }
  const made: PagoFact | null = neto >= totalCents ? reached : null;
  return {
    estado: made ? 'cobrado' : 'pendiente',
    medio: made ? made.medio : null,
    fecha: made ? made.fecha : null,
    netoCents: neto,
    faltaCents: Math.max(0, totalCents - neto),
    deMasCents: Math.max(0, neto - totalCents),
  };
}

/** A cobro and what of it still stands (not yet given back). */
export type CobroEnPie = { record: PagoFact; montoCents: number };

/**
 * The cobros still standing, oldest first, with what remains of each: a devolucion with an
 * externoId undoes the cobro of that payment; the others undo the oldest cobros without one.
 * "Marcar como no cobrado" gives back each of them.
 */
export function standingCobros(records: readonly PagoFact[]): CobroEnPie[] {
  const byExterno = new Map<string, number>();
  let sueltas = 0;
  for (const r of records) {
    if (r.tipo !== 'devolucion') continue;
    if (r.externoId) byExterno.set(r.externoId, (byExterno.get(r.externoId) ?? 0) + r.montoCents);
    else sueltas += r.montoCents;
  }
  const standing: CobroEnPie[] = [];
  for (const r of records) {
    if (r.tipo !== 'cobro') continue;
    let left = r.montoCents;
    if (r.externoId) {
      const back = Math.min(left, byExterno.get(r.externoId) ?? 0);
      byExterno.set(r.externoId, (byExterno.get(r.externoId) ?? 0) - back);
      left -= back;
    } else {
      const back = Math.min(left, sueltas);
      sueltas -= back;
      left -= back;
    }
    if (left > 0) standing.push({ record: r, montoCents: left });
  }
  return standing;
}

/** True when a payment with this externoId was already recorded (as cobro or devolucion). */
export const hasRecord = (records: readonly PagoFact[], tipo: PagoTipo, externoId: string) =>
  records.some((r) => r.tipo === tipo && r.externoId === externoId);

/** A record as `GET /api/sheets/sale/{id}/pagos` sends it: pesos, an ISO instant. */
export type Pago = {
  id: number;
  tipo: PagoTipo;
  medio: string;
  monto: number;
  externoId: string | null;
  fecha: string;
  quien: string;
  /** API.md round 4: Mercado Pago reports part of this payment given back ("Revisar devolución
   * parcial"); the cobro stays as it was until staff decide. */
  revisarDevolucion?: true;
};

/**
 * API.md round 5: what an Anulado sale that received a payment after its annulment must give back
 * ("Pago recibido de una venta anulada: devolver"): its cobros minus devoluciones, once one of its
 * records came while it was annulled; 0 otherwise.
 */
export function devolverCents(
  records: readonly { tipo: PagoTipo; montoCents: number; sobreAnulada: boolean }[],
): number {
  if (!records.some((r) => r.sobreAnulada)) return 0;
  const neto = records.reduce(
    (sum, r) => sum + (r.tipo === 'cobro' ? r.montoCents : -r.montoCents),
    0,
  );
  return Math.max(0, neto);
}
