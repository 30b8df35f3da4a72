import { describe, expect, test } from 'vitest';
import {
  deliveryLabel,
  isDeliveryMethod,
  isPaymentMethod,
  isWebPaymentMethod,
  paymentLabel,
} from './payment.ts';
import { saleAmounts } from './pos.ts';

describe('formas de pago y envío', () => {
  test('qr se cobra en el punto de venta pero no en la web', () => {
    expect(isWebPaymentMethod('qr')).toBe(false);
    expect(isPaymentMethod('qr')).toBe(true);
    expect(isPaymentMethod('Efectivo')).toBe(false);
  });

  test('el envío es retiro o envio', () => {
    expect(isDeliveryMethod('envio')).toBe(true);
    expect(isDeliveryMethod('Envío')).toBe(false);
  });

  test('la interfaz muestra las etiquetas en español', () => {
    expect(paymentLabel('tarjetaCredito')).toBe('Tarjeta de crédito');
    expect(paymentLabel('otro')).toBe('otro');
    expect(deliveryLabel('envio')).toBe('Envío');
    expect(deliveryLabel('')).toBe('');
  });
});

describe('recargos del punto de venta', () => {
  test('efectivo y transferencia no tienen recargo', () => {
    expect(saleAmounts(12345, 'efectivo', 'pos')).toEqual({
      subtotal: 12345,
      recargo: 0,
      total: 12345,
    });
    expect(saleAmounts(12345, 'transferencia', 'pos')).toEqual({
      subtotal: 12345,
      recargo: 0,
      total: 12345,
    });
  });

  test('qr y tarjeta de débito suman 7%', () => {
    expect(saleAmounts(100000, 'qr', 'pos')).toEqual({
      subtotal: 100000,
      recargo: 7000,
      total: 107000,
    });
    expect(saleAmounts(100000, 'tarjetaDebito', 'pos').total).toBe(107000);
  });

  test('tarjeta de crédito suma 7% y después 12% sobre ese monto', () => {
    expect(saleAmounts(100000, 'tarjetaCredito', 'pos')).toEqual({
      subtotal: 100000,
      recargo: 19840,
      total: 119840,
    });
  });

  test('el total se redondea una sola vez, al centavo y hacia arriba en el medio', () => {
    // 1 × 1.07 = 1.07 → 1; 1 × 1.1984 → 1
    expect(saleAmounts(1, 'qr', 'pos')).toEqual({ subtotal: 1, recargo: 0, total: 1 });
    expect(saleAmounts(1, 'tarjetaCredito', 'pos').total).toBe(1);
    // 999 × 1.07 = 1068.93 → 1069; 999 × 1.1984 = 1197.2016 → 1197
    expect(saleAmounts(999, 'qr', 'pos')).toEqual({ subtotal: 999, recargo: 70, total: 1069 });
    expect(saleAmounts(999, 'tarjetaCredito', 'pos')).toEqual({
      subtotal: 999,
      recargo: 198,
      total: 1197,
    });
    // 12345 × 1.07 = 13209.15 → 13209; 12345 × 1.1984 = 14794.248 → 14794
    expect(saleAmounts(12345, 'tarjetaDebito', 'pos').total).toBe(13209);
    expect(saleAmounts(12345, 'tarjetaCredito', 'pos').total).toBe(14794);
    // 50 × 1.07 = 53.5 → 54 (half-up); 125 × 1.1984 = 149.8 → 150
    expect(saleAmounts(50, 'qr', 'pos').total).toBe(54);
    expect(saleAmounts(125, 'tarjetaCredito', 'pos').total).toBe(150);
  });

  test('redondear en dos pasos daría otro total: se calcula exacto', () => {
    // en dos pasos: 1234 × 1.07 = 1320.38 → 1320, × 1.12 = 1478.4 → 1478
    // exacto: 1234 × 1.1984 = 1478.8256 → 1479
    expect(saleAmounts(1234, 'tarjetaCredito', 'pos').total).toBe(1479);
  });

  test('la venta web nunca lleva recargo', () => {
    expect(saleAmounts(12345, 'tarjetaCredito', 'web')).toEqual({
      subtotal: 12345,
      recargo: 0,
      total: 12345,
    });
    expect(saleAmounts(12345, 'qr', 'web').recargo).toBe(0);
  });

  test('funciona con montos grandes sin perder precisión', () => {
    const subtotal = 9_000_000_000_000; // 90 mil millones de pesos
    expect(saleAmounts(subtotal, 'tarjetaCredito', 'pos').total).toBe(10_785_600_000_000);
  });

  test('un subtotal negativo o con fracción de centavo es un error', () => {
    expect(() => saleAmounts(-1, 'qr', 'pos')).toThrow(RangeError);
    expect(() => saleAmounts(10.5, 'qr', 'pos')).toThrow(RangeError);
  });
});
