import type { saleLines, sales } from '../../db/schema.ts';
import type { MailFeria, MailOrder } from './compose/order-mails.ts';

type SaleRow = typeof sales.$inferSelect;
type LineRow = Pick<
  typeof saleLines.$inferSelect,
  'nombre' | 'marca' | 'medida' | 'cantidad' | 'precioCents' | 'subtotalCents'
> & { unidad?: string };

export function toMailOrder(
  sale: SaleRow,
  lines: readonly LineRow[],
  feria: MailFeria | null = null,
): MailOrder {
  return {
    feria,
    id: sale.id,
    createdAt: sale.createdAt,
    estado: sale.estado,
    canal: sale.canal,
    formaPago: sale.formaPago,
    envio: sale.envio,
    cliente: {
      nombre: sale.clienteNombre,
      correo: sale.clienteCorreo,
      provincia: sale.clienteProvincia,
      direccion: sale.clienteDireccion,
      cp: sale.clienteCp,
      celular: sale.clienteCelular,
    },
    lineas: lines.map((l) => ({
      nombre: l.nombre,
      marca: l.marca,
      medida: l.medida,
      cantidad: l.cantidad,
      unidad: l.unidad ?? 'unidad',
      precioCents: l.precioCents,
      subtotalCents: l.subtotalCents,
    })),
    subtotalCents: sale.subtotalCents,
    recargoCents: sale.recargoCents,
    envioCostoCents: sale.envioCostoCents,
    zona: sale.zonaNombre,
    totalCents: sale.totalCents,
    totalAntesPesoCents: sale.totalAntesPesoCents,
  };
}
