// Bodies of the price adjustment calls (MARKET.md §5): POST /api/precios/ajuste.
import { z } from 'zod';
import { PRICE_MSG } from '../messages/prices.ts';
import { MSG } from '../messages/shop.ts';
import { findCategory } from '../rules/catalog.ts';
import { percentProblem, ROUNDING_STEPS, type RoundingStep } from '../rules/price-adjustment.ts';

/** A number (the web form sends one) or text with a decimal comma or point. */
const porcentaje = z
  .union([z.number(), z.string()], { error: PRICE_MSG.porcentajeRango })
  .transform((raw, ctx) => {
    const text = typeof raw === 'number' ? null : raw.trim().replace(',', '.');
    const value = text === null ? raw : /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    const problem = percentProblem(value as number);
    if (problem === null) return value as number;
    const message = problem === 'range' ? PRICE_MSG.porcentajeRango : PRICE_MSG.porcentajeDecimales;
    ctx.issues.push({ code: 'custom', message, input: raw });
    return z.NEVER;
  });

/** Blank or missing means "every product". */
const optionalFilter = z
  .string({ error: MSG.datosInvalidos })
  .trim()
  .max(200, { error: MSG.textoLargo })
  .optional()
  .transform((value) => (value ? value : undefined));

export const priceAdjustmentSchema = z.object({
  porcentaje,
  categoria: optionalFilter.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const category = findCategory(value);
    if (category) return category;
    ctx.issues.push({ code: 'custom', message: MSG.categoriaInvalida, input: value });
    return z.NEVER;
  }),
  marca: optionalFilter,
  redondeo: z
    .number({ error: PRICE_MSG.redondeoInvalido })
    .refine((n): n is RoundingStep => (ROUNDING_STEPS as readonly number[]).includes(n), {
      error: PRICE_MSG.redondeoInvalido,
    })
    .transform((n) => n as RoundingStep),
  vistaPrevia: z.boolean({ error: MSG.datosInvalidos }).default(false),
});

export type PriceAdjustmentInput = z.input<typeof priceAdjustmentSchema>;
export type PriceAdjustment = z.infer<typeof priceAdjustmentSchema>;

/** One line of the preview or of the applied adjustment; prices in pesos. */
export type PriceChangeLine = { id: number; nombre: string; antes: number; despues: number };
export type PriceAdjustmentAnswer = { ajusteId?: number; cambios: PriceChangeLine[] };
export type PriceUndoAnswer = { restaurados: number; omitidos: { id: number; nombre: string }[] };
export type PriceHistoryMotivo = 'edicion' | 'ajuste' | 'importacion' | 'propuesta';
export type PriceHistoryEntry = {
  fecha: string;
  antes: number;
  despues: number;
  motivo: PriceHistoryMotivo;
};
/** `valor` is what the cell held, as written in the file. */
export type CsvImportIssue = { fila: number; campo: string; valor: string; message: string };
export type CsvImportAnswer = { creados: number; actualizados: number };
/** One field an import would change; precio and stock as numbers, publicado "si" / "no". */
export type CsvImportChange = {
  sku: string;
  nombre: string;
  campo: string;
  antes: string | number;
  despues: string | number;
};
/** `POST /api/sheets/import?vistaPrevia=true`: what the file would do, nothing changed. */
export type CsvImportPreview = CsvImportAnswer & {
  productoresNuevos: string[];
  /** The commission (%) the new producers start with: COMISION_POR_DEFECTO (MARKET §4). */
  comisionPorDefecto: number;
  cambios: CsvImportChange[];
};
