// Cash balance (SPEC §9): final cash = initial + income − expense, all in integer cents.

export const CASH_TYPES = ['Ingreso', 'Gasto'] as const;

export type CashType = (typeof CASH_TYPES)[number];

/** An entry as the API sends it (`monto` in pesos, `fecha` as aaaa-mm-dd). */
export type CashEntry = {
  id: number;
  tipo: CashType;
  monto: number;
  descripcion: string;
  fecha: string;
};

/** Default initial cash: $ 100.000. */
export const DEFAULT_INITIAL_CASH_CENTS = 10_000_000;

export type CashTotals = {
  cajaInicial: number;
  ingresos: number;
  gastos: number;
  cajaFinal: number;
};

export function isCashType(value: string): value is CashType {
  return (CASH_TYPES as readonly string[]).includes(value);
}

/** Income, expense and final cash in cents. */
export function cashTotals(
  initialCents: number,
  entries: readonly { tipo: CashType; montoCents: number }[],
): CashTotals {
  let ingresos = 0;
  let gastos = 0;
  for (const entry of entries) {
    if (entry.tipo === 'Ingreso') ingresos += entry.montoCents;
    else gastos += entry.montoCents;
  }
  return {
    cajaInicial: initialCents,
    ingresos,
    gastos,
    cajaFinal: initialCents + ingresos - gastos,
  };
}

/** Newest first: by date, then by id for entries of the same day. */
export function sortEntriesNewestFirst<T extends { id: number; fecha: string }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) =>
    a.fecha === b.fecha ? b.id - a.id : a.fecha < b.fecha ? 1 : -1,
  );
}
