// Payloads of the register calls (MARKET §2). Amounts come out in pesos; the server stores cents.
import { z } from 'zod';
import { REGISTER_MSG } from '../messages/register.ts';
import { MSG } from '../messages/shop.ts';
import { CASH_TYPES } from '../rules/cash.ts';
import { cashEntrySchema } from './cash.ts';
import { amountField as amount } from './fields.ts';

/** An amount that may be zero but never negative (the float, the counted cash). */
function countedAmount(negative: string, invalid: string) {
  return amount(
    {
      empty: invalid,
      invalid,
      negative,
      zero: negative, // never used: zero is allowed
      decimals: MSG.montoDecimales,
      max: MSG.montoMaximo,
    },
    true,
  );
}

export const abrirCajaSchema = z.object({
  montoInicial: countedAmount(REGISTER_MSG.montoInicialNegativo, REGISTER_MSG.montoInicialInvalido),
});

export const cerrarCajaSchema = z.object({
  contado: countedAmount(REGISTER_MSG.montoContadoNegativo, REGISTER_MSG.montoContadoInvalido),
});

/** A cash movement of the open register: a ledger entry (the Balance's rules) dated by the server. */
export const movimientoCajaSchema = cashEntrySchema
  .pick({ monto: true, descripcion: true })
  .extend({ tipo: z.enum(CASH_TYPES, { error: MSG.tipoInvalido }) });

export type AbrirCajaInput = z.input<typeof abrirCajaSchema>;
export type CerrarCajaInput = z.input<typeof cerrarCajaSchema>;
export type MovimientoCajaInput = z.input<typeof movimientoCajaSchema>;
export type MovimientoCaja = z.infer<typeof movimientoCajaSchema>;
