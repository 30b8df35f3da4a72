import { expect, test } from 'vitest';
import { firstImage, isImageMimeType, joinImageList, parseImageList } from './images.ts';

test('la lista de imágenes se separa por coma y espacio', () => {
  expect(parseImageList('a.webp, b.webp')).toEqual(['a.webp', 'b.webp']);
  expect(parseImageList('a.webp,b.webp ,  ')).toEqual(['a.webp', 'b.webp']);
  expect(parseImageList('')).toEqual([]);
});

test('la lista de imágenes se une con coma y espacio', () => {
  expect(joinImageList(['a.webp', ' b.webp', ''])).toBe('a.webp, b.webp');
  expect(joinImageList([])).toBe('');
});

test('la tarjeta muestra la primera imagen de la lista', () => {
  expect(firstImage('/uploads/a.webp, /uploads/b.webp')).toBe('/uploads/a.webp');
  expect(firstImage('')).toBe('');
});

test('solo se aceptan jpeg, png y webp', () => {
  expect(isImageMimeType('image/jpeg')).toBe(true);
  expect(isImageMimeType('image/png')).toBe(true);
  expect(isImageMimeType('image/webp')).toBe(true);
  expect(isImageMimeType('image/gif')).toBe(false);
});
