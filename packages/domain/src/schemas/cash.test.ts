import { describe, expect, test } from 'vitest';
import { cashEntrySchema, initialCashSchema } from './cash.ts';
import { toIssues } from './issues.ts';

const entry = { tipo: 'Gasto', monto: '1500.50', descripcion: 'Bolsas', fecha: '2025-03-05' };

function messageFor(
  schema: typeof cashEntrySchema | typeof initialCashSchema,
  input: unknown,
  field: string,
) {
  const result = schema.safeParse(input);
  return result.success ? undefined : toIssues(result.error).find((i) => i.path === field)?.message;
}

describe('entrada de caja', () => {
  test('una entrada completa pasa con el monto en pesos', () => {
    expect(cashEntrySchema.parse(entry)).toEqual({ ...entry, monto: 1500.5 });
    expect(cashEntrySchema.parse({ ...entry, monto: 20 }).monto).toBe(20);
  });

  test('el tipo es Ingreso por defecto, o Gasto', () => {
    const { tipo, ...withoutType } = entry;
    expect(cashEntrySchema.parse(withoutType).tipo).toBe('Ingreso');
    expect(messageFor(cashEntrySchema, { ...entry, tipo: 'Retiro' }, 'tipo')).toBe(
      'El tipo debe ser Ingreso o Gasto',
    );
  });

  test('un monto de 0, negativo, vacío o no numérico da "El monto debe ser mayor que 0"', () => {
    for (const monto of [0, '0', -10, '-10', '', '  ', 'mil', undefined, Number.NaN]) {
      expect(messageFor(cashEntrySchema, { ...entry, monto }, 'monto')).toBe(
        'El monto debe ser mayor que 0',
      );
    }
  });

  test('el monto tiene hasta dos decimales y no supera 10.000.000', () => {
    expect(messageFor(cashEntrySchema, { ...entry, monto: 10.005 }, 'monto')).toBe(
      'El monto puede tener hasta dos decimales',
    );
    expect(messageFor(cashEntrySchema, { ...entry, monto: 10_000_001 }, 'monto')).toBe(
      'El monto no puede superar los $ 10.000.000',
    );
    expect(cashEntrySchema.parse({ ...entry, monto: 0.1 + 0.2 }).monto).toBeCloseTo(0.3);
  });

  test('la descripción es obligatoria y tiene hasta 300 caracteres', () => {
    expect(messageFor(cashEntrySchema, { ...entry, descripcion: '  ' }, 'descripcion')).toBe(
      'La descripción es obligatoria',
    );
    expect(
      messageFor(cashEntrySchema, { ...entry, descripcion: 'x'.repeat(301) }, 'descripcion'),
    ).toBe('La descripción no puede superar los 300 caracteres');
  });

  test('la fecha es obligatoria y debe ser un día real aaaa-mm-dd', () => {
    expect(messageFor(cashEntrySchema, { ...entry, fecha: '' }, 'fecha')).toBe(
      'La fecha es obligatoria',
    );
    expect(messageFor(cashEntrySchema, { ...entry, fecha: undefined }, 'fecha')).toBe(
      'La fecha es obligatoria',
    );
    for (const fecha of ['2025-02-30', '05/03/2025', 'ayer']) {
      expect(messageFor(cashEntrySchema, { ...entry, fecha }, 'fecha')).toBe(
        'La fecha no es válida',
      );
    }
  });

  test('una entrada vacía informa monto, descripción y fecha en orden', () => {
    const result = cashEntrySchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toIssues(result.error).map((i) => i.message)).toEqual([
        'El monto debe ser mayor que 0',
        'La descripción es obligatoria',
        'La fecha es obligatoria',
      ]);
    }
  });
});

describe('caja inicial', () => {
  test('acepta 0 o más, en número o en texto', () => {
    expect(initialCashSchema.parse({ monto: 0 })).toEqual({ monto: 0 });
    expect(initialCashSchema.parse({ monto: '250000.75' })).toEqual({ monto: 250000.75 });
  });

  test('un monto negativo da "El monto no puede ser negativo"', () => {
    expect(messageFor(initialCashSchema, { monto: -1 }, 'monto')).toBe(
      'El monto no puede ser negativo',
    );
    expect(messageFor(initialCashSchema, { monto: '-1' }, 'monto')).toBe(
      'El monto no puede ser negativo',
    );
  });

  test('un monto ausente o no numérico tiene su propio mensaje', () => {
    expect(messageFor(initialCashSchema, {}, 'monto')).toBe('El monto es obligatorio');
    expect(messageFor(initialCashSchema, { monto: ' ' }, 'monto')).toBe('El monto es obligatorio');
    expect(messageFor(initialCashSchema, { monto: 'mucho' }, 'monto')).toBe(
      'El monto no es válido',
    );
  });
});
