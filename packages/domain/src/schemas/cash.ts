// Cash entries and the initial cash (SPEC §5 "Cash entry", API.md). Amounts come out in pesos;
// the server stores cents with toCents.
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { CASH_TYPES } from '../rules/cash.ts';
import { isIsoDay } from '../rules/dates.ts';
import { isDayInRange } from './bounds.ts';
import { amountField as amount, requiredText } from './fields.ts';

export const cashEntrySchema = z.object({
  tipo: z.enum(CASH_TYPES, { error: MSG.tipoInvalido }).default('Ingreso'),
  monto: amount(
    {
      empty: MSG.montoMayorCero,
      invalid: MSG.montoMayorCero,
      negative: MSG.montoMayorCero,
      zero: MSG.montoMayorCero,
      decimals: MSG.montoDecimales,
      max: MSG.montoMaximo,
    },
    false,
  ),
  descripcion: requiredText(MSG.descripcionObligatoria, 300, MSG.descripcionCajaLarga),
  fecha: z
    .string({ error: MSG.fechaObligatoria })
    .trim()
    .min(1, { error: MSG.fechaObligatoria, abort: true })
    .refine(isIsoDay, { error: MSG.fechaInvalida, abort: true })
    .refine(isDayInRange, { error: MSG.fechaFueraDeRango }),
});

export const initialCashSchema = z.object({
  monto: amount(
    {
      empty: MSG.montoObligatorio,
      invalid: MSG.montoInvalido,
      negative: MSG.montoNegativo,
      zero: MSG.montoNegativo, // never used: zero is allowed
      decimals: MSG.montoDecimales,
      max: MSG.montoMaximo,
    },
    true,
  ),
});

export type CashEntryForm = z.infer<typeof cashEntrySchema>;
