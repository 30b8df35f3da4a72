// PUT /api/sheets/sale/{id}/cobro (MARKET §7): `{ cobrado }`, and optionally how it was paid at
// the stall (the seller's "Cobrado" with the method in Entregas).
import { z } from 'zod';
import { COBRO_MSG } from '../messages/cobro.ts';
import { MSG } from '../messages/shop.ts';

export const cobroChangeSchema = z.object({
  cobrado: z.boolean({ error: MSG.datosInvalidos }),
  // Any text: the server checks it after the point-of-sale rule (API.md round 4 order of checks).
  medio: z.string({ error: COBRO_MSG.medioInvalido }).max(40, COBRO_MSG.medioInvalido).optional(),
});

export type CobroChangeInput = z.infer<typeof cobroChangeSchema>;

/** Entregas' "Entregado" (MARKET §2, round 5): optionally with the medio the seller was paid by,
 * so the hand-over and the cobro are one step. No body at all is a plain status change. */
export const handOverSchema = z
  .object({
    cobro: z
      .object({
        medio: z.string({ error: COBRO_MSG.medioInvalido }).max(40, COBRO_MSG.medioInvalido),
      })
      .optional(),
  })
  .optional()
  .nullable();
