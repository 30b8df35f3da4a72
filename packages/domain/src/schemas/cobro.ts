// PUT /api/sheets/sale/{id}/cobro (MARKET §7): `{ cobrado }`, and optionally how it was paid at
// the stall (the seller's "Cobrado" with the method in Entregas).
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { PAYMENT_METHODS } from '../rules/payment.ts';

export const cobroChangeSchema = z.object({
  cobrado: z.boolean({ error: MSG.datosInvalidos }),
  medio: z.enum(PAYMENT_METHODS, { error: MSG.datosInvalidos }).optional(),
});

export type CobroChangeInput = z.infer<typeof cobroChangeSchema>;
