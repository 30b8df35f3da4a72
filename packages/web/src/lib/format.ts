import { formatMoney, toCents } from '@feria/domain/money';

/** Pesos (as the API sends them) shown es-AR with two decimals: "$ 1.234,50". */
export const pesos = (value: number) => formatMoney(toCents(value));
