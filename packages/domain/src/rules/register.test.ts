import { describe, expect, test } from 'vitest';
import { differenceEntry, registerDifference, registerTotals } from './register.ts';

describe('registerTotals', () => {
  test('esperado = inicial + ventas en efectivo − anulaciones + ingresos − gastos', () => {
    const totals = registerTotals(
      500_000,
      [
        { tipo: 'Ingreso', montoCents: 120_050, saleId: 1 },
        { tipo: 'Ingreso', montoCents: 30_000, saleId: 2 },
        { tipo: 'Gasto', montoCents: 30_000, saleId: 2 },
        { tipo: 'Ingreso', montoCents: 10_000, saleId: null },
        { tipo: 'Gasto', montoCents: 25_001, saleId: null },
      ],
      [
        { formaPago: 'tarjetaDebito', totalCents: 107_000 },
        { formaPago: 'qr', totalCents: 1_070 },
        { formaPago: 'transferencia', totalCents: 50_000 },
        { formaPago: 'tarjetaCredito', totalCents: 11_984 },
        { formaPago: 'tarjetaDebito', totalCents: 1 },
        { formaPago: 'efectivo', totalCents: 999_999 },
      ],
    );
    expect(totals).toEqual({
      ventasEfectivo: 150_050,
      anulaciones: 30_000,
      ingresos: 10_000,
      gastos: 25_001,
      pedidosEfectivo: 0,
      esperado: 500_000 + 150_050 - 30_000 + 10_000 - 25_001,
      porMedio: {
        efectivo: 120_050,
        transferencia: 50_000,
        qr: 1_070,
        tarjetaDebito: 107_001,
        tarjetaCredito: 11_984,
        mercadopago: 0,
      },
    });
  });

  test('el efectivo de pedidos web cobrados en el puesto entra a lo esperado, neto de devoluciones (§7b)', () => {
    const t = registerTotals(100_000, [
      { tipo: 'Ingreso', montoCents: 5_000, saleId: 7, pagoId: 1 },
      { tipo: 'Ingreso', montoCents: 9_759, saleId: 8, pagoId: 2 },
      { tipo: 'Gasto', montoCents: 5_000, saleId: 7, pagoId: 3 },
      { tipo: 'Ingreso', montoCents: 2_000, saleId: 9 },
    ]);
    expect(t.pedidosEfectivo).toBe(9_759);
    expect(t.ventasEfectivo).toBe(2_000);
    expect(t.esperado).toBe(100_000 + 2_000 + 9_759);
    expect(t.porMedio.efectivo).toBe(2_000 + 9_759);
  });

  test('una caja sin movimientos espera el monto inicial, también cero', () => {
    expect(registerTotals(0, []).esperado).toBe(0);
    expect(registerTotals(1, []).porMedio).toEqual({
      efectivo: 0,
      transferencia: 0,
      qr: 0,
      tarjetaDebito: 0,
      tarjetaCredito: 0,
      mercadopago: 0,
    });
  });

  test('los centavos se suman exactos (0,10 + 0,20 = 0,30)', () => {
    const t = registerTotals(10, [
      { tipo: 'Ingreso', montoCents: 10, saleId: null },
      { tipo: 'Ingreso', montoCents: 20, saleId: null },
    ]);
    expect(t.esperado).toBe(40);
  });
});

describe('diferencia', () => {
  test('contado − esperado: faltan $ 50 → −5000 centavos y un Gasto', () => {
    const d = registerDifference(595_049, 600_049);
    expect(d).toBe(-5_000);
    expect(differenceEntry(d)).toEqual({
      tipo: 'Gasto',
      montoCents: 5_000,
      descripcion: 'Diferencia de caja',
    });
  });

  test('sobra dinero → Ingreso; exacto → ningún asiento', () => {
    expect(differenceEntry(registerDifference(1_001, 1_000))).toEqual({
      tipo: 'Ingreso',
      montoCents: 1,
      descripcion: 'Diferencia de caja',
    });
    expect(differenceEntry(registerDifference(1_000, 1_000))).toBeNull();
  });
});
