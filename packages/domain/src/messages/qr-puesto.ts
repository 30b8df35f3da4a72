// QR de Mercado Pago en el puesto (MARKET §11), word for word.
import { formatMoney } from '../rules/money.ts';

export const QR_MSG = {
  yaCobrada: 'La venta ya está cobrada',
  sinQr: 'La venta no tiene un QR de Mercado Pago',
  noSeCreo: 'No se pudo crear el QR: cobrá de otra forma o marcá el cobro a mano',
  pagado: 'Pagado',
  cancelar: 'Cancelar QR',
  escanea: (totalCents: number) => `Escaneá con Mercado Pago · ${formatMoney(totalCents)}`,
  sinConfirmar: (n: number, totalCents: number) =>
    `QR sin confirmar: ${n} (${formatMoney(totalCents)})`,
} as const;
