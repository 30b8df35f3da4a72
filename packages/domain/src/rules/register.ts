// The stall's cash register (MARKET §2): what the box should hold, per payment method, and the
// difference found when it is counted. Everything in integer cents.
import type { CashType } from './cash.ts';
import { PAYMENT_METHODS, type PaymentMethod } from './payment.ts';

/** The ledger description of the entries the register writes by itself. */
export const saleEntryText = (saleId: number) => `Venta #${saleId}`;
export const annulEntryText = (saleId: number) => `Anulación venta #${saleId}`;
/**
 * MARKET §2: only a stall sale paid in cash posted an Ingreso, so only its annulment posts the
 * Gasto "Anulación venta #{id}" (the server's rule, and what "Anular venta" tells the admin).
 */
export const annulPostsCash = (sale: { canal?: string | null; formaPago: string }) =>
  sale.canal === 'pos' && sale.formaPago === 'efectivo';
const DIFFERENCE_ENTRY_TEXT = 'Diferencia de caja';

export type CajaEstado = 'abierta' | 'cerrada';

/** Totals per payment method, in pesos on the wire and in cents inside. */
export type PorMedio = Record<PaymentMethod, number>;

/** A register session as the API sends it: pesos with two decimals, ISO instants. */
export type CajaSesion = {
  id: number;
  estado: CajaEstado;
  abiertaEn: string;
  abiertaPor: string;
  montoInicial: number;
  esperado: number;
  porMedio: PorMedio;
  /** MARKET §7b: cash of web orders paid at the stall (cobros minus devoluciones), in pesos. */
  pedidosCobrados?: number;
  cerradaEn?: string;
  cerradaPor?: string;
  contado?: number;
  diferencia?: number;
  /** The open register's Ingresos and Gastos ("Movimiento"), oldest first: the arqueo lists them. */
  movimientos?: RegisterMovement[];
  /** MARKET §11: the open register's stall QR sales still waiting for Mercado Pago (pesos). */
  qrSinConfirmar?: { cantidad: number; total: number };
  /** MARKET §2 (round 5): web orders handed over since it opened and still not cobrado. */
  entregadosSinCobrar?: EntregadoSinCobrar[];
};

/** A web order handed over and not paid: the customer's name and the Sale's total text. */
export type EntregadoSinCobrar = { id: number; cliente: string; total: string };

/** A cash movement of the register, as the arqueo shows it. */
type RegisterMovement = {
  id: number;
  tipo: CashType;
  monto: number;
  descripcion: string;
  /** ISO instant. */
  creadoEn: string;
};

/** MARKET §3: a stall cash sale that found no open register (`GET /api/caja/fuera`). */
export type VentaFueraDeCaja = { ventaId: number; fecha: string; vendedor: string; total: number };

/** A ledger entry of the session: `saleId` set for "Venta #…" and "Anulación venta #…". */
export type RegisterEntry = {
  tipo: CashType;
  montoCents: number;
  saleId: number | null;
  /** MARKET §7b: set for "Cobro pedido #…" and "Devolución pedido #…". */
  pagoId?: number | null;
};

/** A point-of-sale sale paid by another method, counted but never cash. */
export type MethodSale = { formaPago: string; totalCents: number };

export type RegisterTotals = {
  ventasEfectivo: number;
  anulaciones: number;
  ingresos: number;
  gastos: number;
  /** Web orders' cash taken at the stall, net of its devoluciones. */
  pedidosEfectivo: number;
  esperado: number;
  porMedio: PorMedio;
};

function emptyPorMedio(): PorMedio {
  return Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as PorMedio;
}

/**
 * esperado = montoInicial + cash sales − cash annulments + Ingresos − Gastos of the session.
 * `porMedio.efectivo` is the net cash of sales; other methods sum the sales paid that way.
 */
export function registerTotals(
  montoInicialCents: number,
  entries: readonly RegisterEntry[],
  otherSales: readonly MethodSale[] = [],
): RegisterTotals {
  let ventasEfectivo = 0;
  let anulaciones = 0;
  let ingresos = 0;
  let gastos = 0;
  let pedidosEfectivo = 0;
  for (const e of entries) {
    if (e.pagoId != null) {
      pedidosEfectivo += e.tipo === 'Ingreso' ? e.montoCents : -e.montoCents;
    } else if (e.saleId !== null) {
      if (e.tipo === 'Ingreso') ventasEfectivo += e.montoCents;
      else anulaciones += e.montoCents;
    } else if (e.tipo === 'Ingreso') ingresos += e.montoCents;
    else gastos += e.montoCents;
  }
  const porMedio = emptyPorMedio();
  for (const sale of otherSales) {
    if (sale.formaPago === 'efectivo') continue; // cash comes from the ledger entries
    if (sale.formaPago in porMedio) porMedio[sale.formaPago as PaymentMethod] += sale.totalCents;
  }
  porMedio.efectivo = ventasEfectivo - anulaciones + pedidosEfectivo;
  const esperado =
    montoInicialCents + ventasEfectivo - anulaciones + pedidosEfectivo + ingresos - gastos;
  return { ventasEfectivo, anulaciones, ingresos, gastos, pedidosEfectivo, esperado, porMedio };
}

/** diferencia = contado − esperado: negative when the box is short. */
export function registerDifference(contadoCents: number, esperadoCents: number): number {
  return contadoCents - esperadoCents;
}

/** The ledger entry a non-zero difference posts: Ingreso when over, Gasto when short. */
export function differenceEntry(
  diferenciaCents: number,
): { tipo: CashType; montoCents: number; descripcion: string } | null {
  if (diferenciaCents === 0) return null;
  return {
    tipo: diferenciaCents > 0 ? 'Ingreso' : 'Gasto',
    montoCents: Math.abs(diferenciaCents),
    descripcion: DIFFERENCE_ENTRY_TEXT,
  };
}
