// MARKET §13.3 "What staff see": a sale's WhatsApp notices, oldest first.
import type { AvisoDto } from '@feria/domain/schemas/api-types';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { whatsappAvisos } from '../../db/schema.ts';

export async function avisosOf(db: DbOrTx, saleId: number): Promise<AvisoDto[]> {
  const rows = await db
    .select()
    .from(whatsappAvisos)
    .where(eq(whatsappAvisos.saleId, saleId))
    .orderBy(asc(whatsappAvisos.id));
  return rows.map((r) => ({
    evento: r.evento,
    canal: 'whatsapp' as const,
    estado: r.estado,
    fecha: r.actualizado.toISOString(),
    detalle: r.detalle,
  }));
}
