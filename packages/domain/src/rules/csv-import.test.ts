import { describe, expect, test } from 'vitest';
import {
  decodeCsvBytes,
  detectSeparator,
  normalizePesos,
  productChanges,
  readPublicado,
} from './csv-import.ts';

// A global of browsers and Node that the ES lib does not type.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

const win1252 = (text: string) =>
  Uint8Array.from(
    [...text].map(
      (c) => ({ í: 0xed, ñ: 0xf1, á: 0xe1, '€': 0x80, '“': 0x93, '—': 0x97 })[c] ?? c.charCodeAt(0),
    ),
  );

describe('decodeCsvBytes', () => {
  test('UTF-8 con y sin BOM', () => {
    const utf8 = new TextEncoder().encode('Fría;Ñandú');
    expect(decodeCsvBytes(utf8)).toBe('Fría;Ñandú');
    expect(decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe('Fría;Ñandú');
  });

  test('Windows-1252, lo que guarda una planilla en Argentina: "Fría" sigue "Fría"', () => {
    expect(decodeCsvBytes(win1252('Fría;Añá;€ “—'))).toBe('Fría;Añá;€ “—');
  });
});

describe('detectSeparator', () => {
  test('punto y coma o coma según la fila de títulos', () => {
    expect(detectSeparator('sku;nombre;precio\r\nA;"x, y";1,5')).toBe(';');
    expect(detectSeparator('\uFEFFsku,nombre,precio\nA;B,x;y,1')).toBe(',');
    expect(detectSeparator('sku')).toBe(';');
  });
});

describe('normalizePesos', () => {
  test.each([
    ['3.190,00', '3190.00'],
    ['3190,5', '3190.5'],
    ['$ 10.780', '10780'],
    ['$10.780,50', '10780.50'],
    ['1.234.567', '1234567'],
    ['1234.5', '1234.5'],
    ['150,75', '150.75'],
    ['3,190.00', '3190.00'],
    ['1,234,567', '1234567'],
    [' 99 ', '99'],
    ['\u00a0$\u00a01.500', '1500'],
    ['0.500', '0.500'],
  ])('"%s" → "%s"', (typed, read) => {
    expect(normalizePesos(typed)).toBe(read);
  });

  test('lo que no se entiende vuelve con puntos, para que la regla del formulario lo rechace', () => {
    expect(normalizePesos('12,345')).toBe('12.345');
    expect(normalizePesos('1,2,3')).toBe('1.2.3');
    expect(normalizePesos('12.34,5.6')).toBe('12.34.5.6');
    expect(normalizePesos('abc')).toBe('abc');
    expect(normalizePesos('')).toBe('');
  });
});

describe('readPublicado', () => {
  test('si, sí, no, vacío; otra cosa es null', () => {
    expect(readPublicado(' SÍ ')).toBe(true);
    expect(readPublicado('no')).toBe(false);
    expect(readPublicado('')).toBeUndefined();
    expect(readPublicado('quizas')).toBeNull();
  });
});

describe('productChanges', () => {
  test('sólo los campos que cambian, en el orden de las columnas', () => {
    const antes = {
      nombre: 'Arroz',
      marca: 'Coop',
      categoria: 'Arroz',
      medida: '1 kg',
      precio: 100,
      stock: 44,
      publicado: 'si',
      descripcion: 'Integral',
    };
    expect(productChanges(antes, { ...antes })).toEqual([]);
    expect(productChanges(antes, { ...antes, stock: 47, precio: 120, marca: 'Cop' })).toEqual([
      { campo: 'marca', antes: 'Coop', despues: 'Cop' },
      { campo: 'precio', antes: 100, despues: 120 },
      { campo: 'stock', antes: 44, despues: 47 },
    ]);
  });
});
