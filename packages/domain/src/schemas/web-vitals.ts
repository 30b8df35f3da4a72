// What a browser reports of its LCP, INP and CLS (issue 51). Public, so every field is bounded and
// from a fixed set; at least one figure must come.
import { z } from 'zod';
import {
  VITALS_DEVICES,
  VITALS_MAX_CLS,
  VITALS_MAX_MS,
  VITALS_PAGES,
} from '../rules/web-vitals.ts';

const ms = z
  .number({ error: 'Las cifras van en milisegundos' })
  .min(0, 'Las cifras van de 0 a 60.000 ms')
  .max(VITALS_MAX_MS, 'Las cifras van de 0 a 60.000 ms');

export const webVitalsSchema = z
  .strictObject({
    pagina: z.enum(VITALS_PAGES, { error: 'Página desconocida' }),
    dispositivo: z.enum(VITALS_DEVICES, { error: 'Dispositivo desconocido' }),
    lcp: ms.optional(),
    inp: ms.optional(),
    cls: z
      .number({ error: 'El CLS va de 0 a 10' })
      .min(0, 'El CLS va de 0 a 10')
      .max(VITALS_MAX_CLS, 'El CLS va de 0 a 10')
      .optional(),
  })
  .refine((v) => v.lcp !== undefined || v.inp !== undefined || v.cls !== undefined, {
    error: 'Falta al menos una cifra (lcp, inp o cls)',
  });

export type WebVitals = z.infer<typeof webVitalsSchema>;
