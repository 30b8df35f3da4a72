import { describe, expect, test } from 'vitest';
import { sectionSchema, sectionsSchema } from './carousel.ts';
import { firstMessage } from './issues.ts';

const sections = [
  { seccion: 2, imagen: '/uploads/b.webp', texto: 'Del productor a tu mesa' },
  { seccion: 1, imagen: '', texto: '' },
  { seccion: 3, imagen: '/uploads/c.webp', texto: 'Feria los sábados' },
];

describe('carrusel', () => {
  test('una sección tiene número 1 a 3, imagen opcional y texto opcional', () => {
    expect(sectionSchema.parse({ seccion: 1 })).toEqual({ seccion: 1, imagen: '', texto: '' });
    expect(sectionSchema.safeParse({ seccion: 4 }).success).toBe(false);
    expect(sectionSchema.safeParse({ seccion: '1' }).success).toBe(false);
  });

  test('el texto tiene a lo sumo 200 caracteres', () => {
    expect(sectionSchema.safeParse({ seccion: 1, texto: 'x'.repeat(200) }).success).toBe(true);
    const result = sectionSchema.safeParse({ seccion: 1, texto: 'x'.repeat(201) });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstMessage(result.error)).toBe('El texto no puede superar los 200 caracteres');
  });

  test('se guardan exactamente las 3 secciones, ordenadas por número', () => {
    expect(sectionsSchema.parse(sections).map((s) => s.seccion)).toEqual([1, 2, 3]);
  });

  test('menos de 3 secciones o un número repetido no es válido', () => {
    for (const list of [sections.slice(0, 2), [...sections.slice(0, 2), { seccion: 2 }]]) {
      const result = sectionsSchema.safeParse(list);
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(firstMessage(result.error)).toBe(
          'El carrusel tiene exactamente 3 secciones, una de cada número',
        );
      }
    }
  });
});
