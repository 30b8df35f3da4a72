// The product form's "Se vende por" and "Paso (g)" (MARKET §8). Both optional in a body: absent,
// a new product is sold by unit with a step of 250 g, and an edited one keeps what it had.
import { z } from 'zod';
import { WEIGHT_MSG } from '../messages/weight.ts';
import { checkPaso, UNIDADES } from '../rules/weight.ts';

export const unidadField = z.enum(UNIDADES, { error: WEIGHT_MSG.unidadInvalida }).optional();

export const pasoField = z
  .union([z.string(), z.number()], { error: WEIGHT_MSG.pasoRango })
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
    const problem = checkPaso(raw);
    if (!problem) return Number(typeof raw === 'string' ? raw.trim() : raw);
    ctx.issues.push({ code: 'custom', message: problem, input: raw });
    return z.NEVER;
  });
