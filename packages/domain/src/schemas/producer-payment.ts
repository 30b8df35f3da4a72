// POST /api/liquidaciones/pagar and GET /api/liquidaciones/pagos (MARKET §4 round 4).
import { z } from 'zod';
import { PRODUCER_MSG } from '../messages/producers.ts';
import { MSG } from '../messages/shop.ts';
import { PERIODO_INVERTIDO } from './cash-period.ts';
import { queryDay } from './query-day.ts';

const id = z
  .number({ error: MSG.datosInvalidos })
  .int({ error: MSG.datosInvalidos })
  .min(1, { error: MSG.datosInvalidos })
  .max(2_147_483_647, { error: MSG.datosInvalidos });

export const producerPaymentSchema = z
  .object({
    productorId: id,
    desde: queryDay,
    hasta: queryDay,
    feriaId: id.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.feriaId) return;
    if (!q.desde || !q.hasta) {
      ctx.addIssue({ code: 'custom', message: PRODUCER_MSG.periodoRequerido, path: ['desde'] });
    } else if (q.desde > q.hasta) {
      ctx.addIssue({ code: 'custom', message: PERIODO_INVERTIDO, path: ['hasta'] });
    }
  });

export type ProducerPaymentBody = z.infer<typeof producerPaymentSchema>;

export const producerPaymentsQuerySchema = z.object({
  productorId: z
    .string({ error: MSG.datosInvalidos })
    .regex(/^\d{1,9}$/, { error: MSG.datosInvalidos })
    .optional(),
});

/** A payment to a producer, pesos with two decimals. */
export type PagoProductor = {
  id: number;
  productorId: number;
  productor: string;
  desde: string | null;
  hasta: string | null;
  feriaId: number | null;
  bruto: number;
  comision: number;
  /** Lines annulled after an earlier payment, taken off this one. */
  aDescontar: number;
  aPagar: number;
  fecha: string;
  quien: string;
};
