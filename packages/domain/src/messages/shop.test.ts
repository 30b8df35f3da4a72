import { expect, test } from 'vitest';
import { MSG } from './shop.ts';
import {
  agregadoCanasta,
  agregadoCarrito,
  sinStock,
  unidadesDisponibles,
  unidadesDisponiblesDe,
} from './storefront.ts';

test('ningún mensaje se repite', () => {
  const values = Object.values(MSG);
  expect(new Set(values).size).toBe(values.length);
});

test('los mensajes con el nombre del producto', () => {
  expect(sinStock('Yerba suave')).toBe('Yerba suave no tiene stock por el momento');
  expect(agregadoCanasta('Yerba suave')).toBe('Yerba suave añadido a la canasta');
  expect(agregadoCarrito('Yerba suave')).toBe('Yerba suave añadido al carrito');
});

test('las unidades disponibles', () => {
  expect(unidadesDisponibles(3)).toBe('3 unidades disponibles.');
  expect(unidadesDisponiblesDe('Yerba suave', 0)).toBe('Yerba suave: 0 unidades disponibles.');
});
