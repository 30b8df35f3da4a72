// The three home carousel sections (SPEC §2, §5, §9; API.md POST /api/sheets/seccion).
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { optionalText } from './fields.ts';

export const CAROUSEL_TEXT_MAX = 200;
export const CAROUSEL_SECTIONS = [1, 2, 3] as const;

/** @internal Exported for its tests. */
export const sectionSchema = z.object({
  seccion: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: MSG.seccionInvalida }),
  /** The image URL; "" when the section has none. */
  imagen: optionalText(1000, MSG.datosInvalidos),
  texto: optionalText(CAROUSEL_TEXT_MAX, MSG.textoLargo),
});

/** Exactly sections 1, 2 and 3, each once; they come out ordered by seccion. */
export const sectionsSchema = z
  .array(sectionSchema, { error: MSG.datosInvalidos })
  .length(CAROUSEL_SECTIONS.length, { error: MSG.seccionesTres, abort: true })
  .superRefine((sections, ctx) => {
    const numbers = new Set(sections.map((section) => section.seccion));
    if (numbers.size !== CAROUSEL_SECTIONS.length) {
      ctx.addIssue({ code: 'custom', message: MSG.seccionesTres });
    }
  })
  .transform((sections) => [...sections].sort((a, b) => a.seccion - b.seccion));

export type SectionForm = z.infer<typeof sectionSchema>;
export type SectionsInput = z.input<typeof sectionsSchema>;
