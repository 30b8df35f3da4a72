import type { Section } from '@feria/domain/schemas/api-types';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carouselSections } from '../../db/schema.ts';

export async function listSections(db: Db): Promise<Section[]> {
  const rows = await db.select().from(carouselSections).orderBy(asc(carouselSections.seccion));
  return rows.map((r) => ({
    id: r.seccion,
    seccion: r.seccion as Section['seccion'],
    imageUrl: r.imageUrl,
    texto: r.texto,
  }));
}
