import { describe, expect, test } from 'vitest';
import type { PagoFact } from './pagos.ts';
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
  totalCents: 123450,
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

const record = (
  tipo: PagoFact['tipo'],
  montoCents: number,
  externoId: string | null,
  medio = 'qr',
): PagoFact => ({ tipo, medio, montoCents, externoId, fecha: new Date('2026-11-28T12:00:00Z') });

describe('qué hace una orden leída de Mercado Pago, sobre los registros de la venta', () => {
  test('procesada por el total: un cobro de lo pagado, con el id del pago', () => {
    const cobro = { kind: 'cobro', pagoId: 'PAY01', montoCents: 123450 };
    expect(decideQrOrder(order, sale, [])).toEqual({ ...cobro, monto: false, duplicado: false });
    expect(decideQrOrder({ ...order, totalPaidAmount: 1234.5 }, sale, [])).toMatchObject(cobro);
  });
  test('el mismo pago otra vez, anulada, web u otra forma de pago: nada', () => {
    const seen = [record('cobro', 123450, 'PAY01')];
    expect(decideQrOrder(order, sale, seen).kind).toBe('nada');
    expect(decideQrOrder(order, { ...sale, estado: 'Anulado' }, []).kind).toBe('nada');
    expect(decideQrOrder(order, { ...sale, canal: 'web' }, []).kind).toBe('nada');
    expect(decideQrOrder(order, { ...sale, formaPago: 'tarjeta' }, []).kind).toBe('nada');
    expect(decideQrOrder({ ...order, totalPaidAmount: null }, sale, []).kind).toBe('nada');
  });
  test('otro monto: se registra lo pagado y se audita; de más es "Pagado de más" (M5, M18)', () => {
    const less = decideQrOrder({ ...order, totalPaidAmount: '1000.00' }, sale, []);
    expect(less).toEqual({
      kind: 'cobro',
      pagoId: 'PAY01',
      montoCents: 100000,
      monto: true,
      duplicado: false,
    });
    const more = decideQrOrder({ ...order, totalPaidAmount: '1500.00' }, sale, []);
    expect(more).toMatchObject({ kind: 'cobro', montoCents: 150000, monto: true });
    // What was missing after a part paid in cash: exactly that is not "otro monto".
    const cash = [record('cobro', 23450, null, 'efectivo')];
    const rest = decideQrOrder({ ...order, totalPaidAmount: '1000.00' }, sale, cash);
    expect(rest).toMatchObject({ kind: 'cobro', montoCents: 100000, monto: false });
  });
  test('una venta ya cobrada que recibe el pago: se registra como duplicado', () => {
    const cash = [record('cobro', 123450, null, 'efectivo')];
    expect(decideQrOrder(order, sale, cash)).toMatchObject({
      kind: 'cobro',
      duplicado: true,
      monto: false,
    });
  });
  test('devuelta: una devolución de lo que ese pago todavía tiene', () => {
    const refunded = { ...order, status: 'refunded' };
    const paid = [record('cobro', 123450, 'PAY01')];
    expect(decideQrOrder(refunded, sale, paid)).toEqual({
      kind: 'devolucion',
      pagoId: 'PAY01',
      montoCents: 123450,
    });
    expect(
      decideQrOrder(refunded, sale, [...paid, record('devolucion', 123450, 'PAY01')]).kind,
    ).toBe('nada');
    expect(decideQrOrder(refunded, sale, [record('cobro', 123450, 'PAY99')]).kind).toBe('nada');
    expect(decideQrOrder(refunded, sale, []).kind).toBe('nada');
  });
  test('vencida o cancelada: nada, y no hace falta cancelarla', () => {
    expect(decideQrOrder({ ...order, status: 'expired' }, sale, []).kind).toBe('nada');
    expect(decideQrOrder({ ...order, status: 'canceled' }, sale, []).kind).toBe('nada');
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
