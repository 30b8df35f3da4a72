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
