import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { toIssues } from './issues.ts';
import { loginSchema, registerSchema, sellerFormSchema } from './user.ts';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : toIssues(result.error).map((i) => i.message);
}

const seller = { nombre: 'Ana', email: 'ana@feria.local', password: 'secreta-1', role: 'seller' };

describe('formulario de usuario', () => {
  test('un vendedor completo pasa con el email en minúsculas y recortado', () => {
    expect(
      sellerFormSchema.parse({ ...seller, email: '  Ana@Feria.LOCAL ', nombre: ' Ana ' }),
    ).toEqual(seller);
  });

  test('vacío informa cada campo con su mensaje, en orden', () => {
    expect(messages(sellerFormSchema, {})).toEqual([
      'El nombre es obligatorio',
      'El email es obligatorio',
      'La contraseña es obligatoria',
      'El rol es obligatorio',
    ]);
    expect(messages(sellerFormSchema, { nombre: ' ', email: ' ', password: '', role: '' })).toEqual(
      [
        'El nombre es obligatorio',
        'El email es obligatorio',
        'La contraseña es obligatoria',
        'El rol es obligatorio',
      ],
    );
  });

  test('el nombre tiene al menos 2 caracteres después de recortar', () => {
    expect(messages(sellerFormSchema, { ...seller, nombre: ' A ' })).toEqual([
      'El nombre debe tener al menos 2 caracteres',
    ]);
  });

  test('un email sin forma de email es inválido', () => {
    for (const email of ['ana', 'ana@', '@feria.local', 'ana feria@x.com']) {
      expect(messages(sellerFormSchema, { ...seller, email })).toEqual(['El email es inválido']);
    }
  });

  test('la contraseña tiene al menos 8 caracteres y a lo sumo 200', () => {
    expect(messages(sellerFormSchema, { ...seller, password: '1234567' })).toEqual([
      'La contraseña debe tener al menos 8 caracteres',
    ]);
    expect(messages(sellerFormSchema, { ...seller, password: 'x'.repeat(201) })).toEqual([
      'La contraseña no puede superar los 200 caracteres',
    ]);
    expect(messages(sellerFormSchema, { ...seller, password: '12345678' })).toEqual([]);
  });

  test('el rol solo puede ser seller', () => {
    for (const role of ['admin', 'user', 'vendedor']) {
      expect(messages(sellerFormSchema, { ...seller, role })).toEqual([
        'El rol seleccionado es inválido',
      ]);
    }
  });
});

describe('registro', () => {
  const register = {
    name: 'Martina',
    email: 'Martina@Example.com',
    password: 'secreta-1',
    state: 'Santa Fe',
    postalCode: '3000',
    address: 'San Martín 1234',
  };

  test('un registro completo pasa y el rol enviado se descarta', () => {
    const parsed = registerSchema.parse({ ...register, role: 'admin', celular: ' 342 ' });
    expect(parsed).toEqual({ ...register, email: 'martina@example.com', celular: '342' });
    expect(parsed).not.toHaveProperty('role');
  });

  test('todos los campos son obligatorios, en el orden de la especificación', () => {
    expect(messages(registerSchema, {})).toEqual([
      'El nombre es obligatorio',
      'El email es obligatorio',
      'La provincia es obligatoria',
      'El código postal es obligatorio',
      'La dirección es obligatoria',
      'La contraseña es obligatoria',
    ]);
  });

  test('el email y la contraseña siguen las reglas del formulario de usuario', () => {
    expect(messages(registerSchema, { ...register, email: 'x' })).toEqual(['El email es inválido']);
    expect(messages(registerSchema, { ...register, password: '123' })).toEqual([
      'La contraseña debe tener al menos 8 caracteres',
    ]);
  });
});

describe('ingreso', () => {
  test('email y contraseña son obligatorios', () => {
    expect(messages(loginSchema, {})).toEqual([
      'El email es obligatorio',
      'La contraseña es obligatoria',
    ]);
    expect(messages(loginSchema, { email: '', password: '' })).toEqual([
      'El email es obligatorio',
      'La contraseña es obligatoria',
    ]);
  });

  test('el email se normaliza y la contraseña no se recorta', () => {
    expect(loginSchema.parse({ email: ' ADMIN@feria.local ', password: ' abc ' })).toEqual({
      email: 'admin@feria.local',
      password: ' abc ',
    });
  });
});
