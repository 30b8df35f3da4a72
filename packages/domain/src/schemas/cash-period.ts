// The period of the cash CSV export: "desde" and "hasta" days (aaaa-mm-dd), both included,
// either may be left empty for an open end.
import { z } from 'zod';
import { queryDay } from './query-day.ts';

export const PERIODO_INVERTIDO = 'La fecha "Desde" no puede ser posterior a la fecha "Hasta"';

export const cashPeriodSchema = z
  .object({ desde: queryDay, hasta: queryDay })
  .refine((p) => !p.desde || !p.hasta || p.desde <= p.hasta, {
    error: PERIODO_INVERTIDO,
    path: ['hasta'],
  });

export type CashPeriod = z.infer<typeof cashPeriodSchema>;

/** The file name of the export: "caja_2025-03-01_2025-03-31.csv", "caja_completa.csv". */
export function cashCsvName({ desde, hasta }: CashPeriod): string {
  if (!desde && !hasta) return 'caja_completa.csv';
  return `caja_${desde ?? 'inicio'}_${hasta ?? 'hoy'}.csv`;
}
