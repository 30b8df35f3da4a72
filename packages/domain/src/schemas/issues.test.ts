import { expect, test } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstMessage, toIssues } from './issues.ts';

const schema = z.object({
  nombre: z
    .string()
    .min(2, 'corto')
    .refine((v) => v !== 'xx', 'prohibido'),
  lineas: z.array(z.object({ cantidad: z.number().min(1, 'cantidad') })),
});

function errorOf(input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('se esperaba un error');
  return result.error;
}

test('los caminos de los errores se unen con puntos', () => {
  expect(toIssues(errorOf({ nombre: 'ab', lineas: [{ cantidad: 1 }, { cantidad: 0 }] }))).toEqual([
    { path: 'lineas.1.cantidad', message: 'cantidad' },
  ]);
});

test('el primer mensaje es la primera regla que falla', () => {
  expect(firstMessage(errorOf({ nombre: 'a', lineas: [{ cantidad: 0 }] }))).toBe('corto');
});

test('sin errores concretos el mensaje es "Datos inválidos"', () => {
  expect(firstMessage(new z.ZodError([]))).toBe('Datos inválidos');
});

test('cada campo muestra solo su primer mensaje', () => {
  const error = new z.ZodError([
    { code: 'custom', path: ['nombre'], message: 'uno', input: '' },
    { code: 'custom', path: ['nombre'], message: 'dos', input: '' },
    { code: 'custom', path: [], message: 'todo', input: '' },
  ]);
  expect(fieldErrors(error)).toEqual({ nombre: 'uno', '': 'todo' });
});
