import { describe, expect, test } from 'vitest';
import {
  addDays,
  isIsoDay,
  isoDayToEs,
  SHOP_TIME_ZONE,
  shopDateParts,
  shopDateTime,
  shopToday,
} from './dates.ts';
import { fillDays } from './overview.ts';

describe('fechas de la tienda', () => {
  test('un momento UTC se muestra en hora de Buenos Aires (UTC−3)', () => {
    expect(shopDateParts(new Date('2025-03-05T17:30:00Z'))).toEqual({
      dia: '2025-03-05',
      fecha: '05/03/2025',
      hora: '14:30',
    });
  });

  test('pasada la medianoche UTC todavía es el día anterior en Santa Fe', () => {
    expect(shopDateParts(new Date('2025-03-06T02:05:00Z'))).toEqual({
      dia: '2025-03-05',
      fecha: '05/03/2025',
      hora: '23:05',
    });
    expect(shopToday(new Date('2025-01-01T01:00:00Z'))).toBe('2024-12-31');
  });

  test('el reloj de la tienda es el de America/Argentina/Buenos_Aires, de 2010 a 2040', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const inZone = (moment: Date) => {
      const p = Object.fromEntries(zone.formatToParts(moment).map((x) => [x.type, x.value]));
      return { dia: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
    };
    const end = Date.UTC(2040, 0, 1);
    // Every 7 h 13 min: each hour of the day and many minutes, across every month and year.
    for (let t = Date.UTC(2010, 0, 1); t < end; t += (7 * 60 + 13) * 60 * 1000) {
      const { dia, hora } = shopDateParts(new Date(t));
      expect({ dia, hora }, new Date(t).toISOString()).toEqual(inZone(new Date(t)));
    }
  }, 60_000); // 30 years hour by hour: seconds on a busy machine.

  test('la medianoche se escribe 00:00', () => {
    expect(shopDateParts(new Date('2025-03-06T03:00:00Z')).hora).toBe('00:00');
  });

  test('reconoce días reales escritos aaaa-mm-dd', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('05/03/2025')).toBe(false);
    expect(isIsoDay('2025-3-5')).toBe(false);
  });

  test('suma y resta días cruzando meses y años', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(() => addDays('mañana', 1)).toThrow(RangeError);
  });

  test('convierte aaaa-mm-dd a dd/mm/aaaa', () => {
    expect(isoDayToEs('2025-03-05')).toBe('05/03/2025');
  });
});

describe('ventas por día', () => {
  test('completa los días sin ventas con ceros, del más viejo al más nuevo', () => {
    const rows = [
      { dia: '2025-03-05', cantidad: 2, totalCents: 5000 },
      { dia: '2025-03-03', cantidad: 1, totalCents: 1200 },
    ];
    expect(fillDays(rows, '2025-03-05', 4)).toEqual([
      { dia: '2025-03-02', cantidad: 0, totalCents: 0 },
      { dia: '2025-03-03', cantidad: 1, totalCents: 1200 },
      { dia: '2025-03-04', cantidad: 0, totalCents: 0 },
      { dia: '2025-03-05', cantidad: 2, totalCents: 5000 },
    ]);
  });

  test('por defecto muestra 14 días terminando en el día pedido', () => {
    const days = fillDays([], '2025-03-01');
    expect(days).toHaveLength(14);
    expect(days[0]?.dia).toBe('2025-02-16');
    expect(days[13]?.dia).toBe('2025-03-01');
  });

  test('ignora las filas fuera del período', () => {
    const rows = [{ dia: '2024-01-01', cantidad: 9, totalCents: 9 }];
    expect(fillDays(rows, '2025-03-05', 2).every((d) => d.cantidad === 0)).toBe(true);
  });
});

describe('shopDateTime', () => {
  test('dd/mm/aaaa HH:mm en hora de Buenos Aires, de un instante o su texto ISO', () => {
    expect(shopDateTime('2026-11-26T06:48:00.000Z')).toBe('26/11/2026 03:48');
    expect(shopDateTime(new Date('2026-11-27T02:59:00.000Z'))).toBe('26/11/2026 23:59');
  });
});
