// The producer form and API body (MARKET §4), and the settlement query. The commission is a
// percent 0–100 with at most two decimals, kept as hundredths of a percent (`comisionBp`).
import { z } from 'zod';
import { PRODUCER_MSG } from '../messages/producers.ts';
import { MSG } from '../messages/shop.ts';
import { PERIODO_INVERTIDO } from './cash-period.ts';
import { optionalText, requiredText } from './fields.ts';
import { queryDay } from './query-day.ts';

/** Public fields: what anyone may see. */
export type ProductorPublico = {
  id: number;
  nombre: string;
  localidad: string;
  descripcion: string;
  foto: string;
  productos: number;
};

/** What staff see: the contact and the commission too. */
export type Productor = ProductorPublico & { contacto: string; comision: number };

/** "12,5", "12.50" or 12.5 → 1250; anything else (or out of 0–100) → null. */
function percentToBp(raw: string | number): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

const comision = z
  .union([z.string(), z.number()], { error: PRODUCER_MSG.comisionRango })
  .default(0)
  .transform((raw, ctx) => {
    const bp = percentToBp(raw === '' ? 0 : raw);
    if (bp !== null) return bp;
    ctx.issues.push({ code: 'custom', message: PRODUCER_MSG.comisionRango, input: raw });
    return z.NEVER;
  });

export const producerFormSchema = z.object({
  nombre: requiredText(PRODUCER_MSG.nombreRequerido, 120),
  localidad: optionalText(120),
  descripcion: optionalText(2000),
  foto: optionalText(300),
  contacto: optionalText(300),
  comision,
});

export type ProducerFormInput = z.input<typeof producerFormSchema>;
export type ProducerForm = z.infer<typeof producerFormSchema>;

export const EMPTY_PRODUCER_FORM = {
  nombre: '',
  localidad: '',
  descripcion: '',
  foto: '',
  contacto: '',
  comision: '0',
} as const;

/** `?desde=&hasta=` (both needed, Buenos Aires days) or `?feriaId=`. */
export const settlementQuerySchema = z
  .object({
    desde: queryDay,
    hasta: queryDay,
    feriaId: z
      .string({ error: MSG.datosInvalidos })
      .regex(/^\d{1,9}$/, { error: MSG.datosInvalidos })
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.feriaId) return;
    if (!q.desde || !q.hasta) {
      ctx.addIssue({ code: 'custom', message: PRODUCER_MSG.periodoRequerido, path: ['desde'] });
    } else if (q.desde > q.hasta) {
      ctx.addIssue({ code: 'custom', message: PERIODO_INVERTIDO, path: ['hasta'] });
    }
  });

export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

/** One producer's settlement as the API answers it (pesos with two decimals). */
export type Liquidacion = {
  productor: { id: number; nombre: string };
  lineas: {
    idProducto: number | null;
    nombre: string;
    medida: string;
    cantidad: number;
    /** MARKET §8: "kg" counts grams. */
    unidad?: string;
    importe: number;
  }[];
  bruto: number;
  comision: number;
  aPagar: number;
  /** The producer's commission, % the market keeps (the printed page states it). */
  porcentaje: number;
  /** Lines of the period already paid, per payment: "Ya pagado: $ x el dd/mm" (round 4). */
  yaPagado: { pagoId: number; fecha: string; importe: number }[];
  /** Lines paid before and annulled since, taken off `aPagar` ("A descontar"). */
  aDescontar: number;
};

/** "liquidacion_2026-11-01_2026-11-30.csv" */
export function settlementCsvName(q: SettlementQuery): string {
  return q.feriaId ? `liquidacion_feria_${q.feriaId}.csv` : `liquidacion_${q.desde}_${q.hasta}.csv`;
}
