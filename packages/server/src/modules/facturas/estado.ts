// MARKET §12 (round 5): the market's ARCA identity and how many comprobantes (facturas and notas
// de crédito) wait or were rejected, for Balance → Facturas del mes. ARCA off: the identity is null.
import { count } from 'drizzle-orm';
import type { ArcaConfig } from '../../config/arca.ts';
import type { DbOrTx } from '../../db/client.ts';
import { facturas } from '../../db/schema.ts';

type FacturasEstado = {
  cuit: string | null;
  puntoVenta: number | null;
  ambiente: 'produccion' | 'homologacion' | null;
  pendientes: number;
  rechazadas: number;
};

export async function facturasEstado(db: DbOrTx, arca: ArcaConfig | null): Promise<FacturasEstado> {
  const rows = await db
    .select({ estado: facturas.estado, n: count() })
    .from(facturas)
    .groupBy(facturas.estado);
  const of = (estado: string) => rows.find((r) => r.estado === estado)?.n ?? 0;
  return {
    cuit: arca?.cuit ?? null,
    puntoVenta: arca?.puntoVenta ?? null,
    ambiente: arca ? (arca.homologacion ? 'homologacion' : 'produccion') : null,
    pendientes: of('pendiente'),
    rechazadas: of('rechazada'),
  };
}
