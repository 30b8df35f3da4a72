import { describe, expect, test } from 'vitest';
import {
  CAMBIO_AVISO_MS,
  cambiarHastaText,
  changeMailDue,
  pedidoChangeSchema,
} from './order-change.ts';

describe('hasta cuándo se puede cambiar un pedido', () => {
  test('el cierre se escribe en hora de Buenos Aires, con el día de la semana', () => {
    // 23:00 UTC is 20:00 in Buenos Aires (UTC−3), the same day.
    expect(cambiarHastaText('2026-12-04T23:00:00.000Z')).toBe(
      'Podés cambiarlo hasta el viernes 04/12 a las 20:00',
    );
  });

  test('pasada la medianoche UTC sigue siendo el día anterior en Buenos Aires', () => {
    expect(cambiarHastaText(new Date('2026-12-05T02:30:00Z'))).toBe(
      'Podés cambiarlo hasta el viernes 04/12 a las 23:30',
    );
  });
});

describe('el cuerpo de un cambio', () => {
  test('acepta líneas de producto y rechaza cantidades inválidas', () => {
    expect(pedidoChangeSchema.safeParse({ productos: [{ id: 1, cantidad: 2 }] }).success).toBe(
      true,
    );
    expect(pedidoChangeSchema.safeParse({ productos: [] }).success).toBe(true);
    expect(pedidoChangeSchema.safeParse({ productos: [{ id: 1, cantidad: 0 }] }).success).toBe(
      false,
    );
    expect(pedidoChangeSchema.safeParse({}).success).toBe(false);
  });
});

test('los correos de un cambio: al momento la primera vez, después a lo sumo uno cada 10 minutos', () => {
  const t0 = new Date('2026-12-01T12:00:00.000Z');
  const plus = (ms: number) => new Date(t0.getTime() + ms);
  expect(changeMailDue(null, t0)).toEqual(t0);
  // Two minutes after one that went: held until the 10 minutes are over.
  expect(changeMailDue(t0, plus(2 * 60_000))).toEqual(plus(CAMBIO_AVISO_MS));
  // One already held: the same moment (it takes the latest state).
  expect(changeMailDue(plus(CAMBIO_AVISO_MS), plus(5 * 60_000))).toEqual(plus(CAMBIO_AVISO_MS));
  // Ten minutes or more after: at once.
  expect(changeMailDue(t0, plus(CAMBIO_AVISO_MS))).toEqual(plus(CAMBIO_AVISO_MS));
  expect(changeMailDue(t0, plus(60 * 60_000))).toEqual(plus(60 * 60_000));
});
