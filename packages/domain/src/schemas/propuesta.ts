// MARKET §15 "Proposed price": the bodies and query of the producer's and the admin's calls.
import { z } from 'zod';
import { PORTAL_MSG } from '../messages/portal.ts';
import { MSG } from '../messages/shop.ts';
import { PROPUESTA_ESTADOS } from '../rules/portal.ts';
import { precio } from './product.ts';

/** The product form's precio rules and messages (SPEC §5), in that order. */
export const propuestaBodySchema = z.object({ precio }, { error: MSG.datosInvalidos });

export const MOTIVO_MAX = 200;

export const rechazoBodySchema = z.object(
  {
    motivo: z
      .string({ error: PORTAL_MSG.motivoRequerido })
      .trim()
      .min(1, { error: PORTAL_MSG.motivoRequerido })
      .max(MOTIVO_MAX, { error: PORTAL_MSG.motivoLargo }),
  },
  { error: PORTAL_MSG.motivoRequerido },
);

export const propuestasQuerySchema = z.object({
  estado: z
    .enum([...PROPUESTA_ESTADOS, 'todas'], { error: MSG.datosInvalidos })
    .default('pendiente'),
});
