import { describe, expect, test } from 'vitest';
import { badgeColor, mailColor } from '../look/status.ts';
import {
  canTransition,
  DIALOG_STATUSES,
  mailStatusText,
  parseSaleStatus,
  SALE_STATUSES,
  statusesInto,
  TRANSITIONS,
} from './sale-status.ts';

describe('estados de la venta', () => {
  test('lee el estado de la URL sin importar mayúsculas ni tildes', () => {
    expect(parseSaleStatus('en preparacion')).toBe('En preparación');
    expect(parseSaleStatus(' LISTO ')).toBe('Listo');
    expect(parseSaleStatus('entregado')).toBe('Entregado');
    expect(parseSaleStatus('Enviado')).toBeNull();
  });
});

describe('transiciones', () => {
  test('de Pendiente, En preparación y Listo se puede ir a cualquier otro, Entregado o Anulado', () => {
    for (const from of ['Pendiente', 'En preparación', 'Listo'] as const) {
      for (const to of SALE_STATUSES) {
        expect(canTransition(from, to)).toBe(true);
      }
    }
  });

  test('de Entregado no se vuelve atrás: sólo a Anulado (o a sí mismo)', () => {
    expect(canTransition('Entregado', 'Anulado')).toBe(true);
    expect(canTransition('Entregado', 'Entregado')).toBe(true);
    for (const to of ['Pendiente', 'En preparación', 'Listo'] as const) {
      expect(canTransition('Entregado', to)).toBe(false);
    }
  });

  test('el diálogo ofrece los cuatro estados de preparación y entrega', () => {
    expect(DIALOG_STATUSES).toEqual(['Pendiente', 'En preparación', 'Listo', 'Entregado']);
  });

  test('Anulado es final: no cambia a ningún estado, ni a sí mismo', () => {
    for (const to of SALE_STATUSES) {
      expect(canTransition('Anulado', to)).toBe(false);
    }
  });

  test('la tabla no repite el estado de origen', () => {
    for (const status of SALE_STATUSES) {
      expect(TRANSITIONS[status]).not.toContain(status);
    }
  });
});

describe('colores', () => {
  test('la insignia es verde para Listo, naranja para Pendiente y amarilla para el resto', () => {
    expect(badgeColor('Listo')).toBe('green');
    expect(badgeColor('Entregado')).toBe('green');
    expect(badgeColor('Pendiente')).toBe('orange');
    expect(badgeColor('En preparación')).toBe('yellow');
    expect(badgeColor('Anulado')).toBe('yellow');
  });

  test('el e-mail marca Listo en verde y los demás en naranja', () => {
    expect(mailColor('Listo')).toBe('#16a34a');
    expect(mailColor('Pendiente')).toBe('#ea580c');
    expect(mailColor('En preparación')).toBe('#ea580c');
    expect(mailColor('Anulado')).toBe('#ea580c');
  });

  test('el e-mail escribe el estado en mayúsculas', () => {
    expect(mailStatusText('Pendiente')).toBe('PENDIENTE');
    expect(mailStatusText('En preparación')).toBe('EN PREPARACIÓN');
  });
});

test('Listo se alcanza desde Pendiente y En preparación, no desde Entregado ni Anulado', () => {
  expect(statusesInto('Listo')).toEqual(['Pendiente', 'En preparación']);
  expect(statusesInto('Anulado')).toEqual(['Pendiente', 'En preparación', 'Listo', 'Entregado']);
});
