import { describe, expect, test } from 'vitest';
import { webVitalsSchema } from '../schemas/web-vitals.ts';
import { vitalsDeviceOf, vitalsPageOf } from './web-vitals.ts';

describe('vitalsPageOf', () => {
  test('la tienda, Control y todo lo demás como "otra", sin ids ni búsquedas', () => {
    expect(vitalsPageOf('/')).toBe('inicio');
    expect(vitalsPageOf('/product')).toBe('catalogo');
    expect(vitalsPageOf('/product/')).toBe('catalogo');
    expect(vitalsPageOf('/product/42')).toBe('producto');
    expect(vitalsPageOf('/product/42/x')).toBe('otra');
    expect(vitalsPageOf('/cart')).toBe('carrito');
    expect(vitalsPageOf('/dashboard/dashboard')).toBe('control');
    expect(vitalsPageOf('/dashboard/ventas')).toBe('otra');
    expect(vitalsPageOf('/pedido/7')).toBe('otra');
  });
});

describe('vitalsDeviceOf', () => {
  test('sin dedo es computadora; con dedo, teléfono hasta 599 px y tableta desde 600', () => {
    expect(vitalsDeviceOf(390, true)).toBe('telefono');
    expect(vitalsDeviceOf(599, true)).toBe('telefono');
    expect(vitalsDeviceOf(600, true)).toBe('tableta');
    expect(vitalsDeviceOf(390, false)).toBe('computadora');
    expect(vitalsDeviceOf(1280, false)).toBe('computadora');
  });
});

describe('webVitalsSchema', () => {
  test('acepta una cifra o varias, acotadas, y nada más', () => {
    expect(
      webVitalsSchema.safeParse({ pagina: 'control', dispositivo: 'telefono', inp: 56 }).success,
    ).toBe(true);
    const bad = [
      { pagina: 'control', dispositivo: 'telefono' },
      { pagina: '/dashboard', dispositivo: 'telefono', lcp: 1 },
      { pagina: 'inicio', dispositivo: 'heladera', lcp: 1 },
      { pagina: 'inicio', dispositivo: 'telefono', lcp: -1 },
      { pagina: 'inicio', dispositivo: 'telefono', inp: 60_001 },
      { pagina: 'inicio', dispositivo: 'telefono', cls: 11 },
      { pagina: 'inicio', dispositivo: 'telefono', lcp: 1, email: 'a@b.c' },
    ];
    for (const body of bad)
      expect(webVitalsSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});
