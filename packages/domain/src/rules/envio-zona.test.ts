import { expect, test } from 'vitest';
import { envioMinimoMsg, sinLugaresMsg } from '../messages/envios.ts';
import { alcanzaMinimo, barriosDeZonas, checkEnvioZona, zonaDelBarrio } from './envio-zona.ts';
import { orderAmounts } from './pos.ts';

const centro = {
  nombre: 'Centro',
  barrios: ['Centro', 'Candioti Sur'],
  activa: true,
  minimo: 8000,
};
const norte = { nombre: 'Norte', barrios: ['Guadalupe'], activa: true, minimo: 0 };
const vieja = { nombre: 'Vieja', barrios: ['María Selva'], activa: false, minimo: 0 };
const zonas = [centro, norte, vieja];

test('el barrio encuentra su zona activa sin importar mayúsculas, acentos ni espacios', () => {
  expect(zonaDelBarrio(zonas, '  candioti   SUR ')).toBe(centro);
  expect(zonaDelBarrio(zonas, 'GUADALUPE')).toBe(norte);
  expect(zonaDelBarrio(zonas, 'Centró')).toBe(centro);
  // An inactive zone reaches nobody; a blank barrio is in no zone.
  expect(zonaDelBarrio(zonas, 'Maria Selva')).toBeNull();
  expect(zonaDelBarrio(zonas, '   ')).toBeNull();
});

test('el mínimo justo alcanza; un centavo menos, no', () => {
  expect(alcanzaMinimo(800_000, 8000)).toBe(true);
  expect(alcanzaMinimo(799_999, 8000)).toBe(false);
  expect(alcanzaMinimo(0, 0)).toBe(true);
});

test('los pasos del pedido con envío: barrio, zona y mínimo, en ese orden', () => {
  expect(checkEnvioZona(zonas, undefined, 1)).toEqual({ ok: false, message: 'Elegí tu barrio' });
  expect(checkEnvioZona(zonas, '  ', 1)).toEqual({ ok: false, message: 'Elegí tu barrio' });
  expect(checkEnvioZona(zonas, 'Alto Verde', 900_000)).toEqual({
    ok: false,
    message: 'No llegamos a ese barrio: elegí Retiro en la feria',
  });
  expect(checkEnvioZona(zonas, 'centro', 500_000)).toEqual({
    ok: false,
    message: 'El envío a Centro es con compras desde $ 8.000',
  });
  expect(checkEnvioZona(zonas, 'centro', 800_000)).toEqual({ ok: true, zona: centro });
});

test('los mensajes escriben el mínimo en pesos enteros y la fecha de la feria como dd/mm', () => {
  expect(envioMinimoMsg('Centro', 12500)).toBe('El envío a Centro es con compras desde $ 12.500');
  expect(sinLugaresMsg('Norte', '2026-12-05')).toBe(
    'No quedan lugares de envío para Norte el 05/12',
  );
});

test('el total del pedido suma productos, recargo y costo de envío', () => {
  expect(orderAmounts(800_000, 'transferencia', 'web', 150_000)).toEqual({
    subtotal: 800_000,
    recargo: 0,
    envioCosto: 150_000,
    total: 950_000,
  });
  expect(orderAmounts(100_000, 'qr', 'pos', 0)).toEqual({
    subtotal: 100_000,
    recargo: 7_000,
    envioCosto: 0,
    total: 107_000,
  });
  expect(() => orderAmounts(100, 'efectivo', 'web', -1)).toThrow(RangeError);
});

test('los barrios de todas las zonas, una vez cada uno y en orden alfabético', () => {
  expect(
    barriosDeZonas([{ barrios: ['Sur', 'Centro'] }, { barrios: ['Álamos', 'Centro'] }]),
  ).toEqual(['Álamos', 'Centro', 'Sur']);
});
