import { describe, expect, it } from 'vitest';
import { buenosAiresInstant, feriaMapUrl, pedidosHastaText } from './ferias.ts';

describe('el calendario público de ferias', () => {
  it('dice hasta cuándo se toman pedidos, en hora de Buenos Aires', () => {
    expect(pedidosHastaText('2026-12-04T23:00:00.000Z')).toBe(
      'Pedidos hasta el viernes 04/12 a las 20:00',
    );
    expect(pedidosHastaText('2026-12-05T02:30:00.000Z')).toBe(
      'Pedidos hasta el viernes 04/12 a las 23:30',
    );
  });

  it('arma el enlace al mapa con el lugar y la dirección codificados', () => {
    const url = feriaMapUrl({ lugar: 'Plaza "Roca" & <b>', direccion: 'Bv. Gálvez 1600 #2' });
    expect(url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Plaza%20%22Roca%22%20%26%20%3Cb%3E%2C%20Bv.%20G%C3%A1lvez%201600%20%232',
    );
  });

  it('pasa un día y una hora de Buenos Aires a un instante', () => {
    expect(buenosAiresInstant('2026-12-04', '20:00').toISOString()).toBe(
      '2026-12-04T23:00:00.000Z',
    );
  });
});
