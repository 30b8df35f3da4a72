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
