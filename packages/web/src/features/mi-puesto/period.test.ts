import type { PortalFeria, VentaLinea } from '@feria/domain/rules/portal';
import { expect, test } from 'vitest';
import {
  defaultPeriod,
  feriaOptions,
  periodFromParams,
  periodLabel,
  periodSearch,
  recentDays,
  withPeriod,
} from './period.ts';
import { stockFromText, stockText } from './stock.ts';

const line = (feria: VentaLinea['feria']): VentaLinea => ({
  pedidoId: 1,
  fecha: '2026-11-20',
  feria,
  canal: 'web',
  idProducto: 3,
  producto: 'Miel',
  medida: '500 g',
  unidad: 'unidad',
  cantidad: 1,
  precio: 100,
  importe: 100,
  cobrado: true,
  entregado: false,
});

const ahead = (id: number, fecha: string): PortalFeria => ({
  id,
  fecha,
  desde: '09:00',
  hasta: '13:00',
  lugar: `Plaza ${id}`,
  direccion: 'Bv. Gálvez 1200',
  cierre: `${fecha}T00:00:00.000Z`,
  abierta: true,
  noLlevo: false,
  pedidos: 0,
});

test('las ferias para elegir: las de sus ventas y las que vienen, una vez cada una, la última primero', () => {
  const norte = { id: 4, fecha: '2026-11-21', lugar: 'Plaza Norte' };
  const sur = { id: 2, fecha: '2026-11-14', lugar: 'Plaza Sur' };
  const options = feriaOptions(
    [line(sur), line(null), line(norte), line(sur)],
    [ahead(9, '2026-12-05'), ahead(4, '2026-11-21')],
  );
  expect(options.map((o) => o.id)).toEqual([9, 4, 2]);
});

test('por omisión, la feria con ventas de fecha más reciente; sin ninguna, los días dados', () => {
  const fallback = { desde: '2026-09-01', hasta: '2026-11-29' };
  const lineas = [
    line({ id: 7, fecha: '2026-11-21', lugar: 'A' }),
    line({ id: 3, fecha: '2026-11-28', lugar: 'B' }),
  ];
  expect(defaultPeriod(lineas, fallback)).toEqual({ feriaId: 3 });
  expect(defaultPeriod([line(null)], fallback)).toEqual(fallback);
});

test('los últimos 90 días y la consulta de cada período', () => {
  expect(recentDays('2026-11-29')).toEqual({ desde: '2026-09-01', hasta: '2026-11-29' });
  expect(periodSearch({ feriaId: 12 })).toBe('feriaId=12');
  expect(periodSearch({ desde: '2026-11-01', hasta: '2026-11-30' })).toBe(
    'desde=2026-11-01&hasta=2026-11-30',
  );
});

test('el período va y vuelve de la dirección sin tocar la pestaña', () => {
  const params = new URLSearchParams('tab=liquidacion&desde=2026-11-01&hasta=2026-11-30');
  expect(periodFromParams(params)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
  const byFeria = withPeriod(params, { feriaId: 5 });
  expect(byFeria.toString()).toBe('tab=liquidacion&feria=5');
  expect(periodFromParams(byFeria)).toEqual({ feriaId: 5 });
  expect(periodFromParams(new URLSearchParams('tab=ventas'))).toBeNull();
  expect(periodFromParams(new URLSearchParams('feria=x&desde=2026-11-01'))).toBeNull();
});

test('el stock de un producto por kg se muestra en kg y se manda en gramos', () => {
  expect(stockText('kg', 1250)).toBe('1,25');
  expect(stockText('kg', 0)).toBe('0');
  expect(stockText('unidad', 12)).toBe('12');
  expect(stockFromText('kg', '1,25')).toBe(1250);
  expect(stockFromText('kg', ' 2.5 ')).toBe(2500);
  expect(stockFromText('kg', '0,0005')).toBeNull();
  expect(stockFromText('kg', '-1')).toBeNull();
  expect(stockFromText('unidad', '7')).toBe(7);
  expect(stockFromText('unidad', '1,5')).toBeNull();
  expect(stockFromText('unidad', '')).toBeNull();
});

test('el período en palabras: la feria con su día y lugar, o las fechas', () => {
  const ferias = [{ id: 5, fecha: '2026-12-05', lugar: 'Plaza Norte' }];
  expect(periodLabel({ feriaId: 5 }, ferias)).toBe('Feria del sábado 05/12 — Plaza Norte');
  expect(periodLabel({ feriaId: 6 }, ferias)).toBe('Feria #6');
  expect(periodLabel({ desde: '2026-11-01', hasta: '2026-11-30' }, [])).toBe(
    'Del 01/11/2026 al 30/11/2026',
  );
  expect(periodLabel({ desde: '', hasta: '2026-11-30' }, [])).toBe('Del  al 30/11/2026');
});
