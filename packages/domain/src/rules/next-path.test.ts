import { expect, test } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path.ts';

test('acepta rutas del mismo sitio con su búsqueda', () => {
  expect(safeNextPath('/dashboard/products')).toBe('/dashboard/products');
  expect(safeNextPath('/product?q=yerba#arriba')).toBe('/product?q=yerba#arriba');
  expect(safeNextPath('/')).toBe('/');
});

test('rechaza todo lo que podría salir del sitio', () => {
  for (const raw of [
    'https://malicioso.example',
    '//malicioso.example/x',
    '/\\malicioso.example',
    '\\\\malicioso.example',
    'javascript:alert(1)',
    '/\t/malicioso.example',
    'dashboard',
    '',
    null,
    undefined,
    `/${'x'.repeat(600)}`,
  ]) {
    expect(safeNextPath(raw), String(raw)).toBeNull();
  }
});

test('no vuelve a las páginas de ingreso ni de registro', () => {
  expect(safeNextPath('/login')).toBeNull();
  expect(safeNextPath('/login?next=/x')).toBeNull();
  expect(safeNextPath('/register')).toBeNull();
});

test('el camino al ingreso lleva la página pedida', () => {
  expect(loginPathFor('/dashboard/products')).toBe('/login?next=%2Fdashboard%2Fproducts');
  expect(loginPathFor('/')).toBe('/login');
  expect(loginPathFor('//malicioso.example')).toBe('/login');
});
