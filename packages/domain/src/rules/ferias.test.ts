import { describe, expect, it } from 'vitest';
import { FERIA_MSG } from '../messages/ferias.ts';
import { checkFeriaTimes, feriaInputSchema } from '../schemas/feria.ts';
import {
  defaultCierre,
  envioLine,
  type Feria,
  feriaForOrder,
  feriaForPosSale,
  feriaOrderLine,
  isFeriaOpen,
  noVieneLine,
  posSaleFeria,
  proximaFeriaText,
  retiroLine,
} from './ferias.ts';

function feria(over: Partial<Feria>): Feria {
  return {
    id: 1,
    fecha: '2026-12-05',
    desde: '09:00',
    hasta: '13:00',
    lugar: 'Plaza 25 de Mayo',
    direccion: 'San Martín 1800',
    cierre: '2026-12-04T23:00:00.000Z',
    estado: 'programada',
    abierta: true,
    ...over,
  };
}

describe('defaultCierre', () => {
  it('is the day before at 20:00 Buenos Aires (23:00 UTC), whatever the process zone', () => {
    expect(defaultCierre('2026-12-05').toISOString()).toBe('2026-12-04T23:00:00.000Z');
    // Across a month and a year, and on dates where other zones change their clocks.
    expect(defaultCierre('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(defaultCierre('2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(defaultCierre('2026-10-04').toISOString()).toBe('2026-10-03T23:00:00.000Z');
  });
});

describe('isFeriaOpen', () => {
  const f = feria({});
  it('is open before the cut-off and closed at it and after (the cut-off instant is late)', () => {
    expect(isFeriaOpen(f, new Date('2026-12-04T22:59:59.999Z'))).toBe(true);
    expect(isFeriaOpen(f, new Date('2026-12-04T23:00:00.000Z'))).toBe(false);
    expect(isFeriaOpen(f, new Date('2026-12-04T23:00:01.000Z'))).toBe(false);
  });
  it('a cancelled feria is never open', () => {
    expect(isFeriaOpen(feria({ estado: 'cancelada' }), new Date('2026-12-01T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('feriaForOrder', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('takes the earliest fecha, then the earliest desde, among the open ones', () => {
    const ferias = [
      feria({ id: 1, fecha: '2026-12-12', cierre: '2026-12-11T23:00:00Z' }),
      feria({ id: 2, fecha: '2026-12-05', desde: '15:00', hasta: '19:00' }),
      feria({ id: 3, fecha: '2026-12-05', desde: '09:00' }),
      feria({ id: 4, fecha: '2026-12-03', cierre: '2026-11-30T23:00:00Z' }), // closed
      feria({ id: 5, fecha: '2026-12-02', estado: 'cancelada' }),
    ];
    expect(feriaForOrder(ferias, now)?.id).toBe(3);
  });
  it('is null when none is open', () => {
    expect(feriaForOrder([feria({ cierre: '2026-12-01T12:00:00Z' })], now)).toBeNull();
    expect(feriaForOrder([], now)).toBeNull();
  });
});

describe('feriaForPosSale', () => {
  const ferias = [
    feria({ id: 1, fecha: '2026-12-05', desde: '09:00' }),
    feria({ id: 2, fecha: '2026-12-05', desde: '15:00', hasta: '19:00' }),
    feria({ id: 3, fecha: '2026-12-06', estado: 'cancelada' }),
  ];
  it("takes the programada feria of the sale's Buenos Aires day", () => {
    expect(feriaForPosSale(ferias, new Date('2026-12-05T13:00:00Z'))?.id).toBe(1); // 10:00 BA
    // Two the same day: the afternoon one once it began.
    expect(feriaForPosSale(ferias, new Date('2026-12-05T18:30:00Z'))?.id).toBe(2);
    // 01:00 UTC on the 6th is still the 5th in Buenos Aires.
    expect(feriaForPosSale(ferias, new Date('2026-12-06T01:00:00Z'))?.id).toBe(2);
  });
  it('is null on a day without a programada feria', () => {
    expect(feriaForPosSale(ferias, new Date('2026-12-06T15:00:00Z'))).toBeNull();
    expect(feriaForPosSale(ferias, new Date('2026-12-05T02:00:00Z'))).toBeNull(); // 4th in BA
  });
});

describe('posSaleFeria', () => {
  const ferias = [
    feria({ id: 1, fecha: '2026-12-05', desde: '09:00' }),
    feria({ id: 2, fecha: '2026-12-05', desde: '15:00', hasta: '19:00' }),
    feria({ id: 3, fecha: '2026-12-06', estado: 'cancelada' }),
    feria({ id: 4, fecha: '2026-12-07' }),
  ];
  const sat = new Date('2026-12-05T18:30:00Z');
  it('asks which one when several are that day, and takes the one named', () => {
    expect(posSaleFeria(ferias, sat)).toEqual({ ok: false, reason: 'elegir' });
    expect(posSaleFeria(ferias, sat, 1)).toMatchObject({ ok: true, feria: { id: 1 } });
    expect(posSaleFeria(ferias, sat, 2)).toMatchObject({ ok: true, feria: { id: 2 } });
  });
  it("refuses a feria that is not a programada one of the sale's day", () => {
    expect(posSaleFeria(ferias, sat, 4)).toEqual({ ok: false, reason: 'missing' });
    expect(posSaleFeria(ferias, new Date('2026-12-06T15:00:00Z'), 3)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });
  it('takes the only one of the day, or none', () => {
    expect(posSaleFeria(ferias, new Date('2026-12-07T15:00:00Z'))).toMatchObject({
      ok: true,
      feria: { id: 4 },
    });
    expect(posSaleFeria(ferias, new Date('2026-12-06T15:00:00Z'))).toEqual({
      ok: true,
      feria: null,
    });
  });
});

describe('texts', () => {
  it('writes the next feria with Spanish weekday and month', () => {
    expect(proximaFeriaText(feria({}))).toBe(
      'Próxima feria: sábado 5 de diciembre, 09:00 a 13:00 — Plaza 25 de Mayo. Pedidos hasta el viernes 04/12 a las 20:00.',
    );
  });
  it('writes the mail lines', () => {
    expect(retiroLine(feria({}))).toBe(
      'Retirás tu pedido en Plaza 25 de Mayo (San Martín 1800), el sábado 05/12 de 09:00 a 13:00',
    );
    expect(envioLine(feria({ fecha: '2027-01-04' }))).toBe(
      'Te lo llevamos el lunes 04/01 entre las 09:00 y las 13:00',
    );
    expect(feriaOrderLine(feria({ desde: '10:00', hasta: '12:30' }), 'envio')).toBe(
      'Te lo llevamos el sábado 05/12 entre las 10:00 y las 12:30',
    );
    expect(feriaOrderLine(feria({}), 'retiro')).toMatch(/^Retirás/);
  });
});

describe('feria input', () => {
  const valid = {
    fecha: '2026-12-05',
    desde: '09:00',
    hasta: '13:00',
    lugar: 'Plaza 25 de Mayo',
    direccion: 'San Martín 1800',
  };
  const now = new Date('2026-12-01T12:00:00Z');
  const message = (body: unknown) => {
    const parsed = feriaInputSchema.safeParse(body);
    if (!parsed.success) return parsed.error.issues[0]?.message;
    const checked = checkFeriaTimes(parsed.data, now);
    return checked.ok ? checked.cierre.toISOString() : checked.message;
  };
  it('answers each message of MARKET §1', () => {
    expect(message({ ...valid, fecha: '' })).toBe(FERIA_MSG.fechaRequerida);
    expect(message({ ...valid, fecha: undefined })).toBe(FERIA_MSG.fechaRequerida);
    expect(message({ ...valid, lugar: '  ' })).toBe(FERIA_MSG.lugarRequerido);
    expect(message({ ...valid, direccion: '' })).toBe(FERIA_MSG.direccionRequerida);
    expect(message({ ...valid, desde: '25:00' })).toBe(FERIA_MSG.horarioInvalido);
    expect(message({ ...valid, desde: '13:00', hasta: '09:00' })).toBe(FERIA_MSG.horarioInvalido);
    expect(message({ ...valid, fecha: '2026-11-30' })).toBe(FERIA_MSG.fechaPasada);
    expect(message({ ...valid, cierre: '2026-12-05T12:00:00Z' })).toBe(FERIA_MSG.cierreDespues);
  });
  it('takes a feria today and the default or a given cut-off', () => {
    expect(message(valid)).toBe('2026-12-04T23:00:00.000Z');
    expect(message({ ...valid, cierre: '2026-12-05T11:59:00Z' })).toBe('2026-12-05T11:59:00.000Z');
    // 2026-12-01 in Buenos Aires is "today" at 12:00 UTC: accepted.
    expect(message({ ...valid, fecha: '2026-12-01', cierre: '2026-12-01T11:00:00Z' })).toBe(
      '2026-12-01T11:00:00.000Z',
    );
  });
  it('"today" is the Buenos Aires day: 01:00 UTC on the 2nd is still the 1st', () => {
    const parsed = feriaInputSchema.parse({ ...valid, fecha: '2026-12-01' });
    const lateNight = new Date('2026-12-02T01:00:00Z');
    expect(checkFeriaTimes({ ...parsed, cierre: '2026-12-01T10:00:00Z' }, lateNight).ok).toBe(true);
  });
});

describe('noVieneLine (MARKET §15)', () => {
  it('dice "No viene a la feria del {día dd/mm}" solo si la feria de la canasta está marcada', () => {
    const sabado = feria({ id: 7, fecha: '2026-12-05' });
    expect(noVieneLine([7], sabado)).toBe('No viene a la feria del sábado 05/12');
    expect(noVieneLine([8], sabado)).toBeNull();
    expect(noVieneLine([], sabado)).toBeNull();
    expect(noVieneLine(undefined, sabado)).toBeNull();
    expect(noVieneLine([7], undefined)).toBeNull();
  });
});
