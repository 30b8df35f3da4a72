import { expect, test } from 'vitest';
import type { Cobro } from './cobro.ts';
import { channelLabel, feriasOfSales, filterSales, NO_FILTERS } from './sales-filters.ts';

const cobro = (estado: Cobro['estado']): Cobro => ({
  estado,
  medio: 'efectivo',
  fecha: null,
  comprobante: null,
  mercadoPago: null,
});
const sabado = { id: 1, fecha: '2026-12-05', lugar: 'Plaza 25 de Mayo' };
const domingo = { id: 2, fecha: '2026-12-06', lugar: 'Parque Sur' };
const cards = [
  {
    id: 1,
    estadoPago: 'Listo' as const,
    cobro: cobro('pendiente'),
    canal: 'web' as const,
    feria: sabado,
  },
  {
    id: 2,
    estadoPago: 'Entregado' as const,
    cobro: cobro('cobrado'),
    canal: 'pos' as const,
    feria: sabado,
  },
  {
    id: 3,
    estadoPago: 'Pendiente' as const,
    cobro: cobro('pendiente'),
    canal: 'web' as const,
    feria: domingo,
  },
  {
    id: 4,
    estadoPago: 'Listo' as const,
    cobro: cobro('cobrado'),
    canal: 'web' as const,
    feria: null,
  },
];
const ids = (list: { id: number }[]) => list.map((c) => c.id);

test('sin filtros están todas', () => {
  expect(ids(filterSales(cards, NO_FILTERS))).toEqual([1, 2, 3, 4]);
});

test('"Sin cobrar", "Para entregar" (Listo), por feria y por canal, y se combinan', () => {
  expect(ids(filterSales(cards, { ...NO_FILTERS, sinCobrar: true }))).toEqual([1, 3]);
  expect(ids(filterSales(cards, { ...NO_FILTERS, paraEntregar: true }))).toEqual([1, 4]);
  expect(ids(filterSales(cards, { ...NO_FILTERS, feriaId: 1 }))).toEqual([1, 2]);
  expect(ids(filterSales(cards, { ...NO_FILTERS, canal: 'pos' }))).toEqual([2]);
  expect(ids(filterSales(cards, { ...NO_FILTERS, sinCobrar: true, paraEntregar: true }))).toEqual([
    1,
  ]);
});

test('las ferias de las ventas, una vez cada una, la más nueva primero; el canal como se lee', () => {
  expect(feriasOfSales(cards)).toEqual([domingo, sabado]);
  expect(channelLabel('pos')).toBe('Puesto');
  expect(channelLabel('web')).toBe('Web');
});

test('"Comprobantes por revisar": sin cobrar y con comprobante', () => {
  const receipt = { ...cobro('pendiente'), comprobante: '/api/sheets/sale/5/comprobante' };
  const paid = { ...cobro('cobrado'), comprobante: '/api/sheets/sale/6/comprobante' };
  const withReceipts = [
    ...cards,
    { ...cards[0]!, id: 5, cobro: receipt },
    { ...cards[0]!, id: 6, cobro: paid },
  ];
  expect(ids(filterSales(withReceipts, { ...NO_FILTERS, comprobante: true }))).toEqual([5]);
});
