import { describe, expect, it } from 'vitest';
import { limpiarBarrios, origenSchema, zonaSchema } from './envio-zona.ts';

const firstError = (body: unknown) => {
  const r = zonaSchema.safeParse(body);
  return r.success ? null : r.error.issues.map((i) => i.message);
};

describe('zonaSchema', () => {
  it('keeps barrios trimmed, once, in the order given, with their first spelling', () => {
    expect(
      limpiarBarrios([' Candioti Norte ', '', 'candioti  norte', 'Guadalupe', 'CANDIOTI NORTE']),
    ).toEqual(['Candioti Norte', 'Guadalupe']);
    expect(limpiarBarrios(['Barrio Sur', 'barrio sur '])).toEqual(['Barrio Sur']);
  });

  it('defaults minimo 0, cupo null, activa true', () => {
    expect(zonaSchema.parse({ nombre: ' Centro ', barrios: ['Centro'], costo: 1500.5 })).toEqual({
      nombre: 'Centro',
      barrios: ['Centro'],
      costo: 1500.5,
      minimo: 0,
      cupo: null,
      activa: true,
    });
  });

  it('lists each failing field in the order nombre, barrios, costo, minimo, cupo', () => {
    expect(firstError({ nombre: ' ', barrios: [' '], costo: 1.234, minimo: 1.5, cupo: 0 })).toEqual(
      [
        'El nombre es requerido',
        'Agregá al menos un barrio',
        'El costo de envío es inválido',
        'El mínimo es inválido',
        'El cupo debe ser un número entero entre 1 y 1000',
      ],
    );
    const many = Array.from({ length: 201 }, (_, i) => `B${i}`);
    expect(firstError({ nombre: 'Z', barrios: many, costo: 0 })).toEqual([
      'Una zona admite hasta 200 barrios',
    ]);
    expect(firstError({ nombre: 'Z', barrios: ['x'.repeat(61)], costo: 0 })).toEqual([
      'Cada barrio admite hasta 60 caracteres',
    ]);
    expect(firstError({ nombre: 'Z', barrios: ['a'], costo: 1_000_000.01 })).toEqual([
      'El costo de envío es inválido',
    ]);
    expect(firstError({ nombre: 'Z', barrios: ['a'], costo: 0, cupo: 1001 })).toEqual([
      'El cupo debe ser un número entero entre 1 y 1000',
    ]);
    expect(
      firstError({ nombre: 'Z', barrios: ['a'], costo: 1_000_000, minimo: 10_000_000, cupo: 1000 }),
    ).toBeNull();
  });
});

describe('origenSchema', () => {
  it('takes both coordinates or both null, in range', () => {
    expect(
      origenSchema.safeParse({ lat: -31.6, lon: -60.7, direccion: 'Bv. Gálvez 1234' }).success,
    ).toBe(true);
    expect(origenSchema.safeParse({ lat: null, lon: null }).success).toBe(true);
    for (const bad of [
      { lat: 91, lon: 0 },
      { lat: 0, lon: -181 },
      { lat: null, lon: 1 },
      { lat: '1', lon: 1 },
    ]) {
      const r = origenSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('La ubicación es inválida');
    }
  });
});
