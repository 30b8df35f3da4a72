import { expect, test } from 'vitest';
import { type SaleCard, searchSales } from './sales-search.ts';

const base: SaleCard = {
  id: 12,
  nombre: 'Martina Gómez',
  pago: 'transferencia',
  estadoPago: 'Pendiente',
  total: '1234.50',
  envio: 'envio',
  fecha: '05/03/2025',
  hora: '14:30',
  celular: '3424000000',
  canal: 'web',
  cobro: {
    estado: 'pendiente',
    medio: 'transferencia',
    fecha: null,
    comprobante: null,
    mercadoPago: null,
  },
};
const cards: SaleCard[] = [
  base,
  {
    ...base,
    id: 7,
    nombre: 'José Pérez',
    pago: 'tarjetaCredito',
    total: '800.00',
    fecha: '06/03/2025',
    hora: '09:05',
  },
];

function ids(term: string): number[] {
  return searchSales(cards, term).map((card) => card.id);
}

test('sin término muestra todas las ventas', () => {
  expect(ids('')).toEqual([12, 7]);
  expect(ids('   ')).toEqual([12, 7]);
});

test('busca por número de venta', () => {
  expect(ids('12')).toEqual([12]);
  expect(ids('#7')).toEqual([7]);
});

test('busca por cliente sin importar mayúsculas ni tildes', () => {
  expect(ids('gomez')).toEqual([12]);
  expect(ids('JOSÉ')).toEqual([7]);
});

test('busca por total con punto o con coma', () => {
  expect(ids('1234.5')).toEqual([12]);
  expect(ids('1234,50')).toEqual([12]);
});

test('busca por fecha y por hora', () => {
  expect(ids('06/03')).toEqual([7]);
  expect(ids('14:30')).toEqual([12]);
});

test('busca por forma de pago, por su valor o por su etiqueta', () => {
  expect(ids('transferencia')).toEqual([12]);
  expect(ids('tarjeta de credito')).toEqual([7]);
  expect(ids('tarjetacredito')).toEqual([7]);
});

test('un término que no coincide con nada da una lista vacía', () => {
  expect(ids('Rodríguez')).toEqual([]);
});

test('no busca por celular ni por envío', () => {
  expect(ids('3424000000')).toEqual([]);
});
