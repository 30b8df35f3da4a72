import { describe, expect, test } from 'vitest';
import { deriveCobro, devolverCents, type PagoFact, standingCobros } from './pagos.ts';

const at = (h: number) => new Date(Date.UTC(2026, 10, 27, h));
const cobro = (
  montoCents: number,
  h: number,
  medio = 'efectivo',
  externoId: string | null = null,
) => ({ tipo: 'cobro', medio, montoCents, externoId, fecha: at(h) }) satisfies PagoFact;
const devolucion = (montoCents: number, h: number, externoId: string | null = null) =>
  ({
    tipo: 'devolucion',
    medio: 'efectivo',
    montoCents,
    externoId,
    fecha: at(h),
  }) satisfies PagoFact;

describe('deriveCobro', () => {
  test('sin registros: pendiente, falta todo', () => {
    expect(deriveCobro([], 1000)).toMatchObject({
      estado: 'pendiente',
      faltaCents: 1000,
      fecha: null,
    });
  });
  test('el total justo: cobrado con el medio y la fecha de ese registro', () => {
    expect(deriveCobro([cobro(1000, 10, 'qr')], 1000)).toEqual({
      estado: 'cobrado',
      medio: 'qr',
      fecha: at(10),
      netoCents: 1000,
      faltaCents: 0,
      deMasCents: 0,
    });
  });
  test('un centavo menos: pendiente (un pago de menos no cobra)', () => {
    expect(deriveCobro([cobro(999, 10)], 1000)).toMatchObject({
      estado: 'pendiente',
      faltaCents: 1,
    });
  });
  test('de más: cobrado y "Pagado de más"', () => {
    expect(deriveCobro([cobro(1001, 10)], 1000)).toMatchObject({
      estado: 'cobrado',
      deMasCents: 1,
    });
  });
  test('de menos y después lo que falta: cobrado por el segundo, con su medio y fecha', () => {
    const d = deriveCobro([cobro(600, 10, 'mercadopago', 'a'), cobro(400, 12, 'efectivo')], 1000);
    expect(d).toMatchObject({ estado: 'cobrado', medio: 'efectivo', fecha: at(12) });
  });
  test('un segundo pago sobre un cobrado no mueve la fecha; queda de más', () => {
    const d = deriveCobro(
      [cobro(1000, 10, 'mercadopago', 'a'), cobro(1000, 11, 'mercadopago', 'b')],
      1000,
    );
    expect(d).toMatchObject({ estado: 'cobrado', fecha: at(10), deMasCents: 1000 });
  });
  test('devuelto el primero de dos pagos: sigue cobrado por lo que queda, fecha del que lo cubrió', () => {
    const records = [
      cobro(1000, 10, 'mercadopago', 'a'),
      cobro(1000, 11, 'mercadopago', 'b'),
      devolucion(1000, 12, 'a'),
    ];
    expect(deriveCobro(records, 1000)).toMatchObject({
      estado: 'cobrado',
      fecha: at(10),
      deMasCents: 0,
    });
  });
  test('devuelto: pendiente; cobrado otra vez: la fecha nueva', () => {
    const records = [cobro(1000, 10), devolucion(1000, 11)];
    expect(deriveCobro(records, 1000).estado).toBe('pendiente');
    expect(deriveCobro([...records, cobro(1000, 13, 'qr')], 1000)).toMatchObject({
      estado: 'cobrado',
      medio: 'qr',
      fecha: at(13),
    });
  });
  test('el total baja al peso real por debajo de lo pagado: cobrado con el registro que lo alcanza', () => {
    expect(deriveCobro([cobro(800, 10)], 750)).toMatchObject({ estado: 'cobrado', deMasCents: 50 });
  });
});

describe('standingCobros', () => {
  test('la devolución de un pago de Mercado Pago deshace ese pago y ningún otro', () => {
    const records = [
      cobro(500, 10, 'mercadopago', 'a'),
      cobro(700, 11, 'efectivo'),
      devolucion(500, 12, 'a'),
    ];
    expect(standingCobros(records).map((s) => [s.record.medio, s.montoCents])).toEqual([
      ['efectivo', 700],
    ]);
  });
  test('devoluciones sin pago externo deshacen los cobros más viejos sin pago externo', () => {
    const records = [cobro(300, 10), cobro(700, 11, 'qr'), devolucion(300, 12)];
    expect(standingCobros(records).map((s) => [s.record.medio, s.montoCents])).toEqual([
      ['qr', 700],
    ]);
  });
});

test('devolverCents: sólo con un pago llegado sobre la venta anulada; cobros menos devoluciones', () => {
  const r = (tipo: 'cobro' | 'devolucion', montoCents: number, sobreAnulada = false) => ({
    tipo,
    montoCents,
    sobreAnulada,
  });
  expect(devolverCents([r('cobro', 1000)])).toBe(0);
  expect(devolverCents([r('cobro', 1000, true)])).toBe(1000);
  expect(devolverCents([r('cobro', 500), r('cobro', 1000, true)])).toBe(1500);
  expect(devolverCents([r('cobro', 1000, true), r('devolucion', 1000, true)])).toBe(0);
});
