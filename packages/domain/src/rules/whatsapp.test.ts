import { expect, test } from 'vitest';
import { whatsappNumber, whatsappUrl } from './whatsapp.ts';

test('un celular local lleva 549 delante y pierde el 0 inicial', () => {
  expect(whatsappNumber('3425551234')).toBe('5493425551234');
  expect(whatsappNumber('0342 555-1234')).toBe('5493425551234');
});

test('un número que ya tiene el código de país queda como está, con el 9 de celular', () => {
  expect(whatsappNumber('+54 9 342 555 1234')).toBe('5493425551234');
  expect(whatsappNumber('54 342 555 1234')).toBe('5493425551234');
  expect(whatsappNumber('0054 9 342 555 1234')).toBe('5493425551234');
});

test('sin un número usable no hay enlace', () => {
  expect(whatsappNumber('')).toBeNull();
  expect(whatsappNumber('sin celular')).toBeNull();
  expect(whatsappNumber('1234')).toBeNull();
  expect(whatsappUrl('')).toBeNull();
});

test('el enlace lleva el mensaje codificado', () => {
  expect(whatsappUrl('3425551234', 'Hola, tu pedido N° 12')).toBe(
    'https://wa.me/5493425551234?text=Hola%2C%20tu%20pedido%20N%C2%B0%2012',
  );
});
