import { expect, test } from 'vitest';
import { homeAfterLogin, isAdmin, isStaff } from './roles.ts';

test('admin y seller son personal; solo admin administra', () => {
  expect(isStaff('admin')).toBe(true);
  expect(isStaff('seller')).toBe(true);
  expect(isStaff('user')).toBe(false);
  expect(isAdmin('seller')).toBe(false);
  expect(isAdmin('admin')).toBe(true);
});

test('después de ingresar el personal va al panel y los demás a la portada', () => {
  expect(homeAfterLogin('admin')).toBe('/dashboard/dashboard');
  expect(homeAfterLogin('seller')).toBe('/dashboard/dashboard');
  expect(homeAfterLogin('user')).toBe('/');
  expect(homeAfterLogin('productor')).toBe('/mi-puesto');
  expect(isStaff('productor')).toBe(false);
});
