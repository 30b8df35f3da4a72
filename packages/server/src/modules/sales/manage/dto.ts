import { shopDateParts } from '@feria/domain/rules/dates';
import type { FeriaRef } from '@feria/domain/rules/ferias';
import { centsToFixed, fromCents } from '@feria/domain/rules/money';
import type { SaleCard } from '@feria/domain/rules/sales-search';
import type { SaleDetail, SaleDetailLine } from '@feria/domain/schemas/api-types';
import type { saleLines, sales } from '../../../db/schema.ts';
import { cobroOf } from '../cobro-dto.ts';

export type SaleRow = typeof sales.$inferSelect;
export type SaleLineRow = typeof saleLines.$inferSelect;

/** A card of the "Ventas" grid: dates in Buenos Aires time, the total as "1234.50". */
export function toSaleCard(row: SaleRow, feria: FeriaRef | null = null): SaleCard {
  const { fecha, hora } = shopDateParts(row.createdAt);
  return {
    id: row.id,
    nombre: row.clienteNombre,
    pago: row.formaPago,
    estadoPago: row.estado,
    total: centsToFixed(row.totalCents),
    envio: row.envio,
    fecha,
    hora,
    celular: row.clienteCelular,
    feria,
    canal: row.canal,
    cobro: cobroOf(row),
    suscripcionId: row.suscripcionId,
  };
}

function toDetailLine(line: SaleLineRow): SaleDetailLine {
  return {
    idProducto: line.productId,
    sku: line.sku,
    nombre: line.nombre,
    marca: line.marca,
    medida: line.medida,
    precio: fromCents(line.precioCents),
    cantidad: line.cantidad,
    subtotal: centsToFixed(line.subtotalCents),
    unidad: line.unidad,
  };
}

/** GET /api/sheets/sale/{id}: the sale with the prices of the moment it was made. */
export function toSaleDetail(
  row: SaleRow,
  lines: readonly SaleLineRow[],
  feria: FeriaRef | null = null,
): Omit<SaleDetail, 'avisos'> {
  const { fecha, hora } = shopDateParts(row.createdAt);
  return {
    id: row.id,
    fecha,
    hora,
    estadoPago: row.estado,
    formaPago: row.formaPago,
    envio: row.envio,
    canal: row.canal,
    subtotal: centsToFixed(row.subtotalCents),
    recargo: centsToFixed(row.recargoCents),
    envioCosto: centsToFixed(row.envioCostoCents),
    zona: row.zonaNombre,
    total: centsToFixed(row.totalCents),
    cliente: {
      nombre: row.clienteNombre,
      correo: row.clienteCorreo,
      provincia: row.clienteProvincia,
      direccion: row.clienteDireccion,
      cp: row.clienteCp,
      celular: row.clienteCelular,
      avisosWhatsapp: row.avisosWhatsapp,
      barrio: row.clienteBarrio,
    },
    lineas: lines.map(toDetailLine),
    feria,
    cobro: cobroOf(row),
    suscripcionId: row.suscripcionId,
  };
}
