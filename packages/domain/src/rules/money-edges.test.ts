// Issue 58: one pesos ↔ cents pair at every edge. Each edge's reader (Mercado Pago's amounts,
// the stall QR's paid amount, ARCA's ImpTotal) reads the same odd inputs the same way.
import { describe, expect, test } from 'vitest';
import { amountCents } from './mercadopago.ts';
import { centsToFixed, formatMoney, fromCents, pesosToCents, toCents } from './money.ts';
import { decideQrOrder } from './qr-puesto.ts';

describe('pesosToCents, el único lector de pesos en los bordes', () => {
  test('1.005 redondea hacia arriba igual que toCents', () => {
    expect(pesosToCents(1.005)).toBe(101);
    expect(pesosToCents('1.005')).toBe(101);
    expect(pesosToCents(1.005)).toBe(toCents(1.005));
  });
  test('"1.10" y 1.1 son 110 centavos', () => {
    expect(pesosToCents('1.10')).toBe(110);
    expect(pesosToCents(1.1)).toBe(110);
  });
  test('lo que no es un monto es null: NaN, 1e21, vacío, texto, null', () => {
    for (const bad of [Number.NaN, 1e21, '1e21', '', '  ', 'abc', null, undefined, Infinity, {}]) {
      expect(pesosToCents(bad)).toBeNull();
    }
  });
  test('centavos a pesos y de vuelta', () => {
    expect(fromCents(685466)).toBe(6854.66);
    expect(centsToFixed(685466)).toBe('6854.66');
    expect(formatMoney(685466)).toBe('$ 6.854,66');
    expect(pesosToCents(fromCents(685466))).toBe(685466);
  });
});

describe('cada borde lee igual', () => {
  const inputs = [1.005, 1.1, 1e21, Number.NaN];
  test('Mercado Pago (transaction_amount) lee como pesosToCents', () => {
    for (const v of inputs) expect(amountCents(v)).toBe(pesosToCents(v));
  });
  test('el QR del puesto (total_paid_amount, un texto) lee como pesosToCents', () => {
    for (const v of ['1.005', '1.10', '1e21', 'NaN']) {
      const paid = pesosToCents(v);
      const d = decideQrOrder(qrOrder(v), qrSale(101), []);
      if (paid === null) expect(d.kind).toBe('nada');
      else expect(d).toMatchObject({ kind: 'cobro', montoCents: paid, monto: paid !== 101 });
    }
  });
});

const qrSale = (totalCents: number) => ({
  canal: 'pos' as const,
  formaPago: 'qr',
  estado: 'Pendiente' as const,
  totalCents,
});
const qrOrder = (totalPaidAmount: string) => ({
  id: 'ORD1',
  externalReference: '1',
  status: 'processed',
  totalPaidAmount,
  pagoId: 'PAY1',
});
