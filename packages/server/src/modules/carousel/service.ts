import type { Section } from '@feria/domain/schemas/api-types';
import type { SectionForm } from '@feria/domain/schemas/carousel';
import { asc, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { carouselSections } from '../../db/schema.ts';
import { isOurUpload } from '../../shared/picture-store.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';

/** A section may only show a picture this shop stored (or none): never a foreign address. */
export const IMAGEN_AJENA = 'La imagen debe ser una de las subidas a la tienda';

export async function listSections(db: DbOrTx): Promise<Section[]> {
  const rows = await db.select().from(carouselSections).orderBy(asc(carouselSections.seccion));
  return rows.map((r) => ({
    id: r.seccion,
    seccion: r.seccion,
    imageUrl: r.imageUrl,
    texto: r.texto,
  }));
}

/** Indexes (in the sent list) of sections whose picture is not one of ours. */
export function foreignImages(sections: readonly SectionForm[]): number[] {
  return sections.flatMap((s, i) => (s.imagen === '' || isOurUpload(s.imagen) ? [] : [i]));
}

/** Replaces the three sections at once, audited with them. */
export async function saveSections(
  db: Db,
  sections: readonly SectionForm[],
  who: AuditWho,
): Promise<Section[]> {
  return db.transaction(async (tx) => {
    const numbers = sections.map((s) => s.seccion).join(', ');
    const detalle = `Guardó el carrusel de inicio (secciones ${numbers})`;
    await recordAudit(tx, { ...who, accion: 'contenido.carrusel', detalle });
    await tx
      .insert(carouselSections)
      .values(sections.map((s) => ({ seccion: s.seccion, imageUrl: s.imagen, texto: s.texto })))
      .onConflictDoUpdate({
        target: carouselSections.seccion,
        set: {
          imageUrl: sql`excluded.image_url`,
          texto: sql`excluded.texto`,
          updatedAt: sql`now()`,
        },
      });
    return listSections(tx);
  });
}
