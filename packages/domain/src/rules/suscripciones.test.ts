import { describe, expect, it } from 'vitest';
import { SUS_MSG } from '../messages/suscripciones.ts';
import { checkPlace, suscripcionCreateSchema } from '../schemas/suscripcion.ts';
import {
  canSkip,
  feriasToGenerate,
  inGenerationWindow,
  nextPlanFeria,
  planFerias,
  samePlace,
  underLimit,
  weekBounds,
  weekOf,
} from './suscripciones.ts';

let nextId = 1;
const feria = (
  fecha: string,
  lugar = 'Plaza Pueyrredón',
  desde = '09:00',
  estado = 'programada',
) => ({
  id: nextId++,
  fecha,
  desde,
  lugar,
  estado,
  cierre: `${fecha}T00:00:00.000Z`, // the day before at 21:00 Buenos Aires
});

// 2026-11-30 is a Monday.
const created = '2026-11-30T15:00:00.000Z';
const semanal = {
  frecuencia: 'semanal' as const,
  envio: 'Retiro' as const,
  lugar: 'plaza pueyrredon',
  creadaEn: created,
};

describe('weeks', () => {
  it('run Monday to Sunday', () => {
    expect(weekOf('2026-11-30')).toBe(weekOf('2026-12-06'));
    expect(weekOf('2026-12-07')).toBe(weekOf('2026-12-06') + 1);
    expect(weekBounds('2026-12-05')).toEqual({ desde: '2026-11-30', hasta: '2026-12-06' });
  });
  it('compare places ignoring case and accents', () => {
    expect(samePlace('Plaza Pueyrredón', ' plaza  PUEYRREDON ')).toBe(true);
    expect(samePlace('Plaza Pueyrredón', 'Plaza 25 de Mayo')).toBe(false);
  });
});

describe('planFerias', () => {
  const sat = feria('2026-12-05');
  const sun = feria('2026-12-06');
  const early = feria('2026-12-05', 'Plaza Pueyrredón', '08:00');
  const other = feria('2026-12-03', 'Plaza 25 de Mayo');
  const cancelled = feria('2026-12-01', 'Plaza Pueyrredón', '09:00', 'cancelada');
  const next = feria('2026-12-12');
  const third = feria('2026-12-19');

  it('Retiro: the first programada feria of each week at its place (fecha, then desde)', () => {
    const got = planFerias(semanal, [sun, sat, early, other, cancelled, next]);
    expect(got.map((f) => f.id)).toEqual([early.id, next.id]);
  });
  it('Envío: every feria counts, whatever its place', () => {
    const envio = { ...semanal, envio: 'Envío' as const, lugar: null };
    expect(planFerias(envio, [sat, other, next]).map((f) => f.id)).toEqual([other.id, next.id]);
  });
  it('quincenal: only weeks an even number of weeks after its creation', () => {
    const q = { ...semanal, frecuencia: 'quincenal' as const };
    expect(planFerias(q, [sat, next, third]).map((f) => f.id)).toEqual([sat.id, third.id]);
    const later = { ...q, creadaEn: '2026-12-08T12:00:00.000Z' };
    expect(planFerias(later, [sat, next, third]).map((f) => f.id)).toEqual([next.id]);
  });
  it('proxima: the next one whose cierre has not passed', () => {
    const now = new Date('2026-12-05T00:00:00.000Z'); // sat's cierre, exactly
    expect(nextPlanFeria(semanal, [sat, next], now)?.id).toBe(next.id);
    expect(nextPlanFeria(semanal, [sat, next], new Date('2026-12-04T23:59:59.999Z'))?.id).toBe(
      sat.id,
    );
    expect(nextPlanFeria(semanal, [], now)).toBeNull();
  });
});

describe('generation window', () => {
  const sat = feria('2026-12-05');
  it('cierre in the future and at most 7 days away', () => {
    expect(inGenerationWindow(sat, new Date('2026-11-28T00:00:00.000Z'))).toBe(true);
    expect(inGenerationWindow(sat, new Date('2026-11-27T23:59:59.000Z'))).toBe(false);
    expect(inGenerationWindow(sat, new Date('2026-12-05T00:00:00.000Z'))).toBe(false);
    const next = feria('2026-12-12');
    const now = new Date('2026-12-01T00:00:00.000Z');
    expect(feriasToGenerate(semanal, [sat, next], now).map((f) => f.id)).toEqual([sat.id]);
  });
  it('cierre rules and the limit', () => {
    const now = new Date('2026-12-04T12:00:00.000Z');
    expect(canSkip('activa', sat, now)).toBe('ok');
    expect(canSkip('pausada', sat, new Date('2026-12-05T01:00:00.000Z'))).toBe('cerrada');
    expect(canSkip('cancelada', sat, now)).toBe('cancelada');
    expect(underLimit(4)).toBe(true);
    expect(underLimit(5)).toBe(false);
  });
});

describe('validation', () => {
  const base = {
    productoId: 1,
    cantidad: 1,
    frecuencia: 'semanal',
    envio: 'Retiro',
    lugar: 'x',
    formaPago: 'efectivo',
  };
  const first = (body: unknown) => {
    const r = suscripcionCreateSchema.safeParse(body);
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('says the §9 messages', () => {
    expect(first(base)).toBeNull();
    expect(first({ ...base, cantidad: 6 })).toBe(SUS_MSG.cantidad);
    expect(first({ ...base, cantidad: 0 })).toBe(SUS_MSG.cantidad);
    expect(first({ ...base, frecuencia: 'mensual' })).toBe(SUS_MSG.frecuencia);
    expect(first({ ...base, formaPago: 'qr' })).toBe(SUS_MSG.formaPago);
  });
  it('checks the place and the address', () => {
    const lugares = ['Plaza Pueyrredón'];
    expect(checkPlace({ envio: 'Retiro', lugar: '' }, lugares, samePlace)).toEqual({
      ok: false,
      message: SUS_MSG.lugarRequerido,
    });
    expect(checkPlace({ envio: 'Retiro', lugar: 'Otra' }, lugares, samePlace)).toEqual({
      ok: false,
      message: SUS_MSG.lugarSinFerias,
    });
    expect(checkPlace({ envio: 'Retiro', lugar: 'plaza pueyrredon' }, lugares, samePlace)).toEqual({
      ok: true,
      lugar: 'Plaza Pueyrredón',
      direccion: null,
    });
    expect(checkPlace({ envio: 'Envío', direccion: ' ' }, lugares, samePlace)).toEqual({
      ok: false,
      message: SUS_MSG.direccionRequerida,
    });
  });
});
