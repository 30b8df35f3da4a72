import { describe, expect, it } from 'vitest';
import { claveDireccion, georefPunto } from './georef.ts';

describe('claveDireccion', () => {
  it('ignora mayúsculas, acentos, puntos, comas y espacios de más', () => {
    const a = claveDireccion('Bv. Gálvez 1234', 'Santa Fe', 'Santa Fe');
    expect(claveDireccion('  BV GALVEZ,  1234 ', 'santa fe', 'SANTA FÉ')).toBe(a);
    expect(a).toBe('bv galvez 1234|santa fe|santa fe');
    expect(claveDireccion('Bv. Gálvez 1235', 'Santa Fe', 'Santa Fe')).not.toBe(a);
    expect(claveDireccion('Bv. Gálvez 1234', 'Santa Fe', 'Rosario')).not.toBe(a);
  });
});

describe('georefPunto', () => {
  const answer = (ubicacion: unknown) => ({
    direcciones: [{ nomenclatura: 'BV GALVEZ 1234, La Capital, Santa Fe', ubicacion }],
    cantidad: 1,
    total: 1,
    inicio: 0,
  });

  it('lee lat y lon de la primera dirección, con 6 decimales', () => {
    expect(georefPunto(answer({ lat: -31.63420123456, lon: -60.7012 }))).toEqual({
      lat: -31.634201,
      lon: -60.7012,
    });
  });

  it('sin ubicación: valores nulos, sin ubicacion, cantidad 0 u otra forma', () => {
    expect(georefPunto(answer({ lat: null, lon: null }))).toBeNull();
    expect(georefPunto(answer(undefined))).toBeNull();
    expect(georefPunto({ direcciones: [], cantidad: 0 })).toBeNull();
    expect(georefPunto({ error: 'x' })).toBeNull();
    expect(georefPunto(null)).toBeNull();
    expect(georefPunto(answer({ lat: '-31.6', lon: -60.7 }))).toBeNull();
    expect(georefPunto(answer({ lat: 95, lon: -60.7 }))).toBeNull();
  });
});
