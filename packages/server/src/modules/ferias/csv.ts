// "Descargar CSV" of Preparación: one row per order line, for a Spanish spreadsheet (toCsv: BOM,
// ";", CRLF, formula guard) with decimal commas.

import { formatDecimalEs, toCents } from '@feria/domain/rules/money';
import { deliveryLabel, paymentLabel } from '@feria/domain/rules/payment';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { Preparation } from '@feria/domain/schemas/ferias-api';
import { toCsv } from '../../shared/csv.ts';

const HEADER = [
  'Pedido',
  'Cliente',
  'Celular',
  'Entrega',
  'Dirección',
  'Forma de pago',
  'Estado',
  'Marca',
  'Producto',
  'Medida',
  'Cantidad',
  'Precio',
  'Subtotal',
];

const decimal = (fixed: string) => formatDecimalEs(toCents(Number(fixed)));

export function preparationCsv(prep: Preparation): string {
  const rows = prep.pedidos.flatMap((order) =>
    order.lineas.map((line) => [
      String(order.id),
      order.cliente.nombre,
      order.cliente.celular,
      deliveryLabel(order.envio),
      order.envio === 'envio' ? order.cliente.direccion : '',
      paymentLabel(order.formaPago),
      order.estadoPago,
      line.marca,
      line.nombre,
      line.medida,
      formatCantidad(line.unidad ?? 'unidad', line.cantidad),
      decimal(line.precio),
      decimal(line.subtotal),
    ]),
  );
  return toCsv(HEADER, rows);
}

/** "preparacion-2026-12-05.csv". */
export const preparationCsvName = (fecha: string) => `preparacion-${fecha}.csv`;
