import { describe, expect, test } from 'vitest';
import {
  decideQrOrder,
  type MpOrder,
  type QrSaleFacts,
  qrExpiry,
  qrNeedsOrder,
  qrOrderBody,
  qrOrderIsOver,
  qrWaitsForPayment,
} from './qr-puesto.ts';

const sale: QrSaleFacts = {
  canal: 'pos',
  formaPago: 'qr',
  estado: 'Entregado',
  cobro: 'pendiente',
  totalCents: 123450,
  pagoId: null,
  pagoEstado: null,
};
const order: MpOrder = {
  id: 'ORD01',
  status: 'processed',
  externalReference: '7',
  totalPaidAmount: '1234.50',
  pagoId: 'PAY01',
};

describe('qué venta espera un QR', () => {
  test('solo una venta del puesto por QR con el QR del puesto activo', () => {
    expect(qrWaitsForPayment({ canal: 'pos', formaPago: 'qr' }, true)).toBe(true);
    expect(qrWaitsForPayment({ canal: 'pos', formaPago: 'qr' }, false)).toBe(false);
    expect(qrWaitsForPayment({ canal: 'pos', formaPago: 'efectivo' }, true)).toBe(false);
    expect(qrWaitsForPayment({ canal: 'web', formaPago: 'qr' }, true)).toBe(false);
  });
  test('una venta encolada sin conexión (creadaEn) no crea orden', () => {
    expect(qrNeedsOrder({ canal: 'pos', formaPago: 'qr' }, true)).toBe(true);
    const queued = { canal: 'pos' as const, formaPago: 'qr', creadaEn: '2026-11-27T12:00:00Z' };
    expect(qrNeedsOrder(queued, true)).toBe(false);
    expect(qrWaitsForPayment(queued, true)).toBe(true);
  });
});

test('el cuerpo de la orden: total con dos decimales, referencia, caja, vence en 10 minutos', () => {
  expect(qrOrderBody(7, 123450, 'FERIA01')).toEqual({
    type: 'qr',
    external_reference: '7',
    total_amount: '1234.50',
    description: 'Venta #7',
    expiration_time: 'PT10M',
    config: { qr: { external_pos_id: 'FERIA01', mode: 'dynamic' } },
    transactions: { payments: [{ amount: '1234.50' }] },
  });
  expect(qrOrderBody(8, 100000, 'X').total_amount).toBe('1000.00');
  expect(qrExpiry(new Date('2026-11-27T12:00:00.000Z'))).toBe('2026-11-27T12:10:00.000Z');
});

describe('qué hace una orden leída de Mercado Pago', () => {
  test('procesada por el total: cobrar, con el id del pago', () => {
    expect(decideQrOrder(order, sale)).toEqual({ kind: 'cobrar', pagoId: 'PAY01' });
    expect(decideQrOrder({ ...order, totalPaidAmount: 1234.5 }, sale).kind).toBe('cobrar');
  });
  test('ya cobrada, anulada, web u otra forma de pago: nada', () => {
    expect(decideQrOrder(order, { ...sale, cobro: 'cobrado', pagoId: 'PAY01' }).kind).toBe('nada');
    expect(decideQrOrder(order, { ...sale, estado: 'Anulado' }).kind).toBe('nada');
    expect(decideQrOrder(order, { ...sale, canal: 'web' }).kind).toBe('nada');
    expect(decideQrOrder(order, { ...sale, formaPago: 'tarjeta' }).kind).toBe('nada');
  });
  test('otro monto: monto, una sola vez', () => {
    const less = { ...order, totalPaidAmount: '1000.00' };
    expect(decideQrOrder(less, sale)).toEqual({
      kind: 'monto',
      pagadoCents: 100000,
      pagoId: 'PAY01',
    });
    const seen = { ...sale, pagoId: 'PAY01', pagoEstado: 'processed' };
    expect(decideQrOrder(less, seen).kind).toBe('nada');
    expect(decideQrOrder({ ...order, totalPaidAmount: null }, sale)).toMatchObject({
      kind: 'monto',
      pagadoCents: 0,
    });
  });
  test('devuelta: vuelve a pendiente si la cobró ese pago', () => {
    const paid = { ...sale, cobro: 'cobrado' as const, pagoId: 'PAY01', pagoEstado: 'approved' };
    expect(decideQrOrder({ ...order, status: 'refunded' }, paid).kind).toBe('descobrar');
    const other = { ...paid, pagoId: 'PAY99' };
    expect(decideQrOrder({ ...order, status: 'refunded' }, other).kind).toBe('nada');
    expect(decideQrOrder({ ...order, status: 'refunded' }, sale).kind).toBe('nada');
  });
  test('vencida o cancelada: nada, y no hace falta cancelarla', () => {
    expect(decideQrOrder({ ...order, status: 'expired' }, sale).kind).toBe('nada');
    expect(decideQrOrder({ ...order, status: 'canceled' }, sale).kind).toBe('nada');
    expect(qrOrderIsOver('expired')).toBe(true);
    expect(qrOrderIsOver('canceled')).toBe(true);
    expect(qrOrderIsOver('created')).toBe(false);
  });
});

test('los textos del QR: el monto con formato de pesos', async () => {
  const { QR_MSG } = await import('../messages/qr-puesto.ts');
  expect(QR_MSG.escanea(123450)).toBe('Escaneá con Mercado Pago · $ 1.234,50');
  expect(QR_MSG.sinConfirmar(2, 213998)).toBe('QR sin confirmar: 2 ($ 2.139,98)');
});
