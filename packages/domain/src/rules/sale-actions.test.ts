import { describe, expect, test } from 'vitest';
import {
  canChangeLines,
  canPayOnline,
  canWeigh,
  changeRefusal,
  toHandOver,
  toPrepare,
  weighRefusal,
} from './sale-actions.ts';

const now = new Date('2026-12-04T12:00:00Z');
const later = new Date('2026-12-04T23:00:00Z');
const before = new Date('2026-12-04T11:00:00Z');

describe('qué permite cada estado de una venta', () => {
  test('se pesa un pedido Pendiente o En preparación y sin cobrar', () => {
    expect(canWeigh({ estado: 'Pendiente', cobro: 'pendiente' })).toBe(true);
    expect(canWeigh({ estado: 'En preparación', cobro: 'pendiente' })).toBe(true);
    expect(weighRefusal({ estado: 'Listo', cobro: 'pendiente' })).toBe('estado');
    expect(weighRefusal({ estado: 'Pendiente', cobro: 'cobrado' })).toBe('cobrado');
    expect(canWeigh({ estado: 'Anulado', cobro: 'pendiente' })).toBe(false);
  });

  test('se paga con Mercado Pago un pedido web de Mercado Pago sin cobrar ni anular', () => {
    const base = { canal: 'web', formaPago: 'mercadopago', cobro: 'pendiente' } as const;
    expect(canPayOnline({ ...base, estado: 'Pendiente' })).toBe(true);
    expect(canPayOnline({ ...base, estado: 'Listo' })).toBe(true);
    expect(canPayOnline({ ...base, estado: 'Anulado' })).toBe(false);
    expect(canPayOnline({ ...base, estado: 'Pendiente', cobro: 'cobrado' })).toBe(false);
    expect(canPayOnline({ ...base, estado: 'Pendiente', formaPago: 'efectivo' })).toBe(false);
    expect(canPayOnline({ ...base, estado: 'Pendiente', canal: 'pos' })).toBe(false);
  });

  test('el cliente cambia su pedido si está Pendiente, sin cobrar y antes del cierre', () => {
    const open = { canal: 'web', estado: 'Pendiente', cobro: 'pendiente' } as const;
    expect(canChangeLines(open, later, now)).toBe(true);
    expect(canChangeLines(open, null, now)).toBe(true);
    expect(changeRefusal(open, before, now)).toBe('cerrado');
    expect(changeRefusal(open, now, now)).toBe('cerrado');
    expect(changeRefusal({ ...open, cobro: 'cobrado' }, later, now)).toBe('cobrado');
    expect(changeRefusal({ ...open, estado: 'Listo' }, later, now)).toBe('estado');
    expect(changeRefusal({ ...open, estado: 'Anulado' }, later, now)).toBe('estado');
    expect(changeRefusal({ ...open, canal: 'pos' }, later, now)).toBe('estado');
  });

  test('por preparar y para entregar', () => {
    expect(toPrepare({ canal: 'web', estado: 'Pendiente' })).toBe(true);
    expect(toPrepare({ canal: 'web', estado: 'En preparación' })).toBe(true);
    expect(toPrepare({ canal: 'web', estado: 'Listo' })).toBe(false);
    expect(toPrepare({ canal: 'pos', estado: 'Pendiente' })).toBe(false);
    expect(toHandOver({ canal: 'web', estado: 'Listo' })).toBe(true);
    expect(toHandOver({ canal: 'web', estado: 'Entregado' })).toBe(false);
    expect(toHandOver({ canal: 'web', estado: 'Anulado' })).toBe(false);
    expect(toHandOver({ canal: 'pos', estado: 'Listo' })).toBe(false);
  });
});
