import { expect, test } from 'vitest';
import { abrirCajaSchema, cerrarCajaSchema, movimientoCajaSchema } from './register.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

test('abrir: el monto inicial puede ser cero, no negativo ni texto', () => {
  expect(abrirCajaSchema.parse({ montoInicial: 0 })).toEqual({ montoInicial: 0 });
  expect(abrirCajaSchema.parse({ montoInicial: '5000.50' })).toEqual({ montoInicial: 5000.5 });
  expect(firstMessage(abrirCajaSchema.safeParse({ montoInicial: -1 }))).toBe(
    'El monto inicial no puede ser negativo',
  );
  for (const montoInicial of ['mil', '', null, Number.NaN, undefined]) {
    expect(firstMessage(abrirCajaSchema.safeParse({ montoInicial }))).toBe(
      'El monto inicial no es válido',
    );
  }
  expect(firstMessage(abrirCajaSchema.safeParse({ montoInicial: 10_000_000.01 }))).toBe(
    'El monto no puede superar los $ 10.000.000',
  );
  expect(firstMessage(abrirCajaSchema.safeParse({ montoInicial: 1.001 }))).toBe(
    'El monto puede tener hasta dos decimales',
  );
});

test('cerrar: el contado puede ser cero, no negativo ni texto', () => {
  expect(cerrarCajaSchema.parse({ contado: 0 })).toEqual({ contado: 0 });
  expect(firstMessage(cerrarCajaSchema.safeParse({ contado: -0.01 }))).toBe(
    'El monto contado no puede ser negativo',
  );
  expect(firstMessage(cerrarCajaSchema.safeParse({ contado: 'abc' }))).toBe(
    'El monto contado no es válido',
  );
  expect(firstMessage(cerrarCajaSchema.safeParse({ contado: 20_000_000 }))).toBe(
    'El monto no puede superar los $ 10.000.000',
  );
});

test('movimiento: tipo Ingreso o Gasto, monto mayor que cero, descripción obligatoria', () => {
  expect(
    movimientoCajaSchema.parse({ tipo: 'Gasto', monto: '150', descripcion: ' Bolsas ' }),
  ).toEqual({ tipo: 'Gasto', monto: 150, descripcion: 'Bolsas' });
  for (const monto of [0, -5, 'diez', '']) {
    expect(
      firstMessage(movimientoCajaSchema.safeParse({ tipo: 'Gasto', monto, descripcion: 'x' })),
    ).toBe('El monto debe ser mayor que 0');
  }
  expect(
    firstMessage(movimientoCajaSchema.safeParse({ tipo: 'Otro', monto: 1, descripcion: 'x' })),
  ).toBe('El tipo debe ser Ingreso o Gasto');
  expect(
    firstMessage(movimientoCajaSchema.safeParse({ tipo: 'Ingreso', monto: 1, descripcion: ' ' })),
  ).toBe('La descripción es obligatoria');
});
