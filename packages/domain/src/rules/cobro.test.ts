import { describe, expect, test } from 'vitest';
import {
  acceptsReceipt,
  canChangeCobro,
  isCollected,
  type MoneyFact,
  startOfSale,
  takings,
} from './cobro.ts';
import { toHandOver } from './sale-actions.ts';

describe('cómo empieza una venta', () => {
  test('una venta del puesto nace Entregada y cobrada; un pedido web, Pendiente y sin cobrar', () => {
    expect(startOfSale('pos')).toEqual({ estado: 'Entregado', cobro: 'cobrado' });
    expect(startOfSale('web')).toEqual({ estado: 'Pendiente', cobro: 'pendiente' });
  });
});

describe('cobro y comprobantes', () => {
  test('el cobro cambia en cualquier estado menos Anulado', () => {
    expect(canChangeCobro('Pendiente')).toBe(true);
    expect(canChangeCobro('Entregado')).toBe(true);
    expect(canChangeCobro('Anulado')).toBe(false);
  });

  test('un comprobante se acepta mientras el pedido no está anulado ni cobrado', () => {
    expect(acceptsReceipt('Pendiente', 'pendiente')).toBe(true);
    expect(acceptsReceipt('Listo', 'pendiente')).toBe(true);
    expect(acceptsReceipt('Listo', 'cobrado')).toBe(false);
    expect(acceptsReceipt('Anulado', 'pendiente')).toBe(false);
  });
});

describe('cifras', () => {
  test('para entregar: pedidos web que no están entregados ni anulados', () => {
    expect(toHandOver({ canal: 'web', estado: 'Listo' })).toBe(true);
    expect(toHandOver({ canal: 'web', estado: 'Entregado' })).toBe(false);
    expect(toHandOver({ canal: 'web', estado: 'Anulado' })).toBe(false);
    expect(toHandOver({ canal: 'pos', estado: 'Listo' })).toBe(false);
  });

  test('sólo cuenta la plata cobrada y no anulada', () => {
    expect(isCollected({ estado: 'Entregado', cobro: 'cobrado' })).toBe(true);
    expect(isCollected({ estado: 'Listo', cobro: 'pendiente' })).toBe(false);
    expect(isCollected({ estado: 'Anulado', cobro: 'cobrado' })).toBe(false);
  });

  test('la recaudación suma por medio y por canal sólo lo cobrado', () => {
    const sale = (over: Partial<MoneyFact>): MoneyFact => ({
      canal: 'web',
      estado: 'Listo',
      cobro: 'cobrado',
      medio: 'transferencia',
      totalCents: 1000,
      ...over,
    });
    const result = takings([
      sale({}),
      sale({ cobro: 'pendiente', totalCents: 99_999 }),
      sale({ estado: 'Anulado', totalCents: 77_777 }),
      sale({ canal: 'pos', estado: 'Entregado', medio: 'efectivo', totalCents: 250 }),
      sale({ canal: 'pos', estado: 'Entregado', medio: 'qr', totalCents: 107 }),
      sale({ medio: 'efectivo', totalCents: 500 }),
    ]);
    expect(result).toEqual({
      porMedio: {
        efectivo: 750,
        transferencia: 1000,
        qr: 107,
        tarjetaDebito: 0,
        tarjetaCredito: 0,
        mercadopago: 0,
      },
      web: 1500,
      puesto: 357,
      total: 1857,
    });
  });

  test('sin ventas cobradas todo es cero', () => {
    expect(takings([]).total).toBe(0);
    expect(takings([]).porMedio.efectivo).toBe(0);
  });
});
