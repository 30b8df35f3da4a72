// Point-of-sale surcharges (SPEC §9, DESIGN §3.13): qr and tarjetaDebito +7%; tarjetaCredito
// +7% and then +12% on that amount, i.e. × 1.07 × 1.12 = × 1.1984. The exact total is computed
// in integers and rounded half-up to the cent once; the surcharge is what the rounding leaves
// over the subtotal. Web orders never carry a surcharge.
import type { PaymentMethod } from './payment.ts';

export type SaleChannel = 'web' | 'pos';

export const SALE_CHANNELS = ['web', 'pos'] as const satisfies readonly SaleChannel[];

/** Total as a multiple of the subtotal, in ten-thousandths (10000 = no surcharge). */
const SURCHARGE_PER_10000: Record<PaymentMethod, number> = {
  efectivo: 10_000,
  transferencia: 10_000,
  qr: 10_700,
  tarjetaDebito: 10_700,
  tarjetaCredito: 11_984, // 107 × 112
  mercadopago: 10_000, // web only: never a surcharge
};

/** Short note for the point-of-sale screen: "+7%", "+7% y +12%", or "" without surcharge. */
export const SURCHARGE_NOTES: Record<PaymentMethod, string> = {
  efectivo: '',
  transferencia: '',
  qr: '+7%',
  tarjetaDebito: '+7%',
  tarjetaCredito: '+7% y +12%',
  mercadopago: '',
};

export type SaleAmounts = { subtotal: number; recargo: number; total: number };

/** MARKET §14: a web order's amounts with its zone's Envío fee (0 without one). */
export type OrderAmounts = SaleAmounts & { envioCosto: number };

/** The amounts of a sale or order in integer cents: total = subtotal + recargo + envioCosto. */
export function orderAmounts(
  subtotalCents: number,
  method: PaymentMethod,
  canal: SaleChannel,
  envioCostoCents: number,
): OrderAmounts {
  if (!Number.isSafeInteger(envioCostoCents) || envioCostoCents < 0) {
    throw new RangeError(`Costo de envío inválido: ${envioCostoCents}`);
  }
  const amounts = saleAmounts(subtotalCents, method, canal);
  return { ...amounts, envioCosto: envioCostoCents, total: amounts.total + envioCostoCents };
}

/** Subtotal, surcharge and total in integer cents. */
export function saleAmounts(
  subtotalCents: number,
  method: PaymentMethod,
  canal: SaleChannel,
): SaleAmounts {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`Subtotal inválido: ${subtotalCents}`);
  }
  const factor = canal === 'pos' ? SURCHARGE_PER_10000[method] : 10_000;
  // BigInt keeps the product exact for any subtotal; + 5000 then floor is half-up for n ≥ 0.
  const total = Number((BigInt(subtotalCents) * BigInt(factor) + 5_000n) / 10_000n);
  return { subtotal: subtotalCents, recargo: total - subtotalCents, total };
}
