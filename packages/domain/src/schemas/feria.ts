// The body of POST /api/ferias and PUT /api/ferias/{id} (MARKET §1). Zod checks the shape of each
// field; `checkFeriaTimes` checks the rules that need the clock or two fields together.
import { z } from 'zod';
import { FERIA_MSG } from '../messages/ferias.ts';
import { MSG } from '../messages/shop.ts';
import { isIsoDay, shopToday } from '../rules/dates.ts';
import { defaultCierre, feriaStart } from '../rules/ferias.ts';
import { isDayInRange, isInstantInRange, MAX_INT32 } from './bounds.ts';
import { requiredText } from './fields.ts';

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

const hour = z
  .string({ error: FERIA_MSG.horarioInvalido })
  .trim()
  .regex(HOUR, { error: FERIA_MSG.horarioInvalido });

export const feriaInputSchema = z.object({
  fecha: z
    .string({ error: FERIA_MSG.fechaRequerida })
    .trim()
    .min(1, { error: FERIA_MSG.fechaRequerida, abort: true })
    .refine((v) => isIsoDay(v) && isDayInRange(v), { error: FERIA_MSG.fechaRequerida }),
  desde: hour,
  hasta: hour,
  lugar: requiredText(FERIA_MSG.lugarRequerido, 120),
  direccion: requiredText(FERIA_MSG.direccionRequerida, 200),
  cierre: z
    .string({ error: FERIA_MSG.cierreInvalido })
    .trim()
    .max(40, { error: FERIA_MSG.cierreInvalido })
    .refine((v) => v === '' || isInstantInRange(v), { error: FERIA_MSG.cierreInvalido })
    .optional()
    .nullable(),
});

export type FeriaInput = z.input<typeof feriaInputSchema>;
export type FeriaFields = z.infer<typeof feriaInputSchema>;

/** The body of POST /api/ferias/{id}/cancelar. */
export const feriaCancelSchema = z
  .object({
    moverA: z
      .number({ error: MSG.datosInvalidos })
      .int({ error: MSG.datosInvalidos })
      .positive({ error: MSG.datosInvalidos })
      .max(MAX_INT32, { error: MSG.datosInvalidos })
      .nullable()
      .optional(),
  })
  .prefault({});

/** A feria id chosen in an order: a positive integer that fits the column. */
export const feriaIdSchema = z
  .number({ error: FERIA_MSG.feriaNoExiste })
  .int({ error: FERIA_MSG.feriaNoExiste })
  .positive({ error: FERIA_MSG.feriaNoExiste })
  .max(MAX_INT32, { error: FERIA_MSG.feriaNoExiste });

/**
 * The rules between fields and against the clock, first failing message or null; returns the
 * cut-off to store (the one given, or the day before at 20:00). A feria on an earlier Buenos
 * Aires day than `now` is refused; one today is accepted.
 */
export function checkFeriaTimes(
  input: FeriaFields,
  now: Date,
): { ok: true; cierre: Date } | { ok: false; message: string } {
  if (input.desde >= input.hasta) return { ok: false, message: FERIA_MSG.horarioInvalido };
  if (input.fecha < shopToday(now)) return { ok: false, message: FERIA_MSG.fechaPasada };
  const cierre = input.cierre ? new Date(input.cierre) : defaultCierre(input.fecha);
  if (cierre.getTime() >= feriaStart(input).getTime()) {
    return { ok: false, message: FERIA_MSG.cierreDespues };
  }
  return { ok: true, cierre };
}
