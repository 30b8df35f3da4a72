import { describe, expect, test } from 'vitest';
import { CATEGORIES } from './catalog.ts';
import { nextSku, skuPrefix } from './sku.ts';

describe('sku generado', () => {
  test('el prefijo son las tres primeras letras de la categoría, sin acentos', () => {
    expect(skuPrefix('Yerba')).toBe('YER');
    expect(skuPrefix('Azúcar')).toBe('AZU');
    expect(skuPrefix('Harinas y Fécula')).toBe('HAR');
    expect(skuPrefix('  ')).toBe('PRD');
  });

  test('las 13 categorías tienen prefijos distintos', () => {
    expect(new Set(CATEGORIES.map(skuPrefix)).size).toBe(13);
  });

  test('el número sigue al más alto del mismo prefijo', () => {
    expect(nextSku('YER', [])).toBe('YER-001');
    expect(nextSku('YER', ['YER-001', 'YER-004', 'LEG-009', 'YER-X'])).toBe('YER-005');
    expect(nextSku('YER', ['YER-999'])).toBe('YER-1000');
  });

  test('salta los códigos que un archivo por importar reserva para productos nuevos', () => {
    expect(nextSku('YER', ['YER-004'], new Set(['YER-005', 'YER-006', 'YER-009']))).toBe('YER-007');
    expect(nextSku('YER', [], new Set(['YER-002']))).toBe('YER-001');
  });

  test('un código a mano con otro formato no cuenta', () => {
    expect(nextSku('YER', ['YER-12-B', 'XYER-050', 'yer-020'])).toBe('YER-001');
  });
});
