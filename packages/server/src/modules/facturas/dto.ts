// `factura` and `notaCredito` of a Sale answer (MARKET §12): null while there is none (not
// cobrado, ARCA off, or dropped because the sale was annulled before ARCA had it).
import type { FacturaDto, FacturaEstado } from '@feria/domain/rules/factura';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { facturas } from '../../db/schema.ts';

type Row = typeof facturas.$inferSelect;

type SaleFacturas = { factura: FacturaDto | null; notaCredito: FacturaDto | null };

function toFacturaDto(row: Row | undefined): FacturaDto | null {
  if (!row || row.estado === 'descartada') return null;
  const emitida = row.estado === 'emitida';
  return {
    estado: row.estado as FacturaEstado,
    tipo: 'C',
    puntoVenta: row.puntoVenta,
    numero: emitida ? row.numero : null,
    cae: emitida ? row.cae : null,
    caeVence: emitida ? row.caeVence : null,
    observaciones: row.observaciones,
    qr: emitida ? row.qr : null,
  };
}

export async function facturasOf(db: DbOrTx, saleId: number): Promise<SaleFacturas> {
  const rows = await db
    .select()
    .from(facturas)
    .where(and(eq(facturas.saleId, saleId), ne(facturas.estado, 'descartada')));
  return {
    factura: toFacturaDto(rows.find((r) => r.tipo === 11)),
    notaCredito: toFacturaDto(rows.find((r) => r.tipo === 13)),
  };
}

/** The same for many sales at once (a customer's purchases), by sale id. */
export async function facturasOfSales(
  db: DbOrTx,
  saleIds: number[],
): Promise<Map<number, SaleFacturas>> {
  const rows = saleIds.length
    ? await db
        .select()
        .from(facturas)
        .where(and(inArray(facturas.saleId, saleIds), ne(facturas.estado, 'descartada')))
    : [];
  return new Map(
    saleIds.map((id) => {
      const own = rows.filter((r) => r.saleId === id);
      return [
        id,
        {
          factura: toFacturaDto(own.find((r) => r.tipo === 11)),
          notaCredito: toFacturaDto(own.find((r) => r.tipo === 13)),
        },
      ];
    }),
  );
}
