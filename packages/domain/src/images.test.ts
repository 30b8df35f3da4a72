import { expect, test } from 'vitest';
import {
  firstImage,
  IMAGE_COMPRESSION,
  isImageMimeType,
  joinImageList,
  MAX_IMAGE_BYTES,
  parseImageList,
} from './images.ts';

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

test('solo se aceptan jpeg, png y webp de hasta 10 MB', () => {
  expect(isImageMimeType('image/jpeg')).toBe(true);
  expect(isImageMimeType('image/png')).toBe(true);
  expect(isImageMimeType('image/webp')).toBe(true);
  expect(isImageMimeType('image/gif')).toBe(false);
  expect(MAX_IMAGE_BYTES).toBe(10_485_760);
});

test('la imagen se comprime a webp con calidad 0.7 y tamaño de conversión 2.000.000', () => {
  expect(IMAGE_COMPRESSION).toEqual({
    quality: 0.7,
    mimeType: 'image/webp',
    convertSize: 2_000_000,
  });
});
