import { describe, expect, test } from 'vitest';
import { checkWebOrder } from '../rules/checkout.ts';
import { firstMessage, toIssues } from './issues.ts';
import { clienteSchema, saleCreateSchema, saleLineSchema } from './sale.ts';

describe('líneas de la venta', () => {
  test('una línea es un id de producto y una cantidad entera desde 1', () => {
    expect(saleLineSchema.parse({ id: 3, cantidad: 2, precio: 1 })).toEqual({ id: 3, cantidad: 2 });
  });

  test('una cantidad de 0, negativa, con decimales o como texto no es válida', () => {
    for (const cantidad of [0, -1, 1.5, '2', undefined]) {
      const result = saleLineSchema.safeParse({ id: 3, cantidad });
      expect(result.success).toBe(false);
      if (!result.success)
        expect(firstMessage(result.error)).toBe(
          'La cantidad debe ser un número entero mayor que 0',
        );
    }
  });

  test('a lo sumo 1.000.000 (gramos) por línea; las unidades, 10000 en el servidor', () => {
    expect(saleLineSchema.safeParse({ id: 3, cantidad: 1_000_000 }).success).toBe(true);
    const result = saleLineSchema.safeParse({ id: 3, cantidad: 1_000_001 });
    if (!result.success)
      expect(firstMessage(result.error)).toBe('La cantidad no puede superar las 10000 unidades');
    expect(result.success).toBe(false);
  });

  test('el id del producto es un entero positivo', () => {
    for (const id of [0, -2, 1.5, '3']) {
      expect(saleLineSchema.safeParse({ id, cantidad: 1 }).success).toBe(false);
    }
  });
});

describe('cuerpo de la venta', () => {
  test('un cuerpo vacío se completa con valores vacíos y canal web', () => {
    expect(saleCreateSchema.parse({})).toEqual({
      productos: [],
      formaPago: '',
      envio: '',
      cliente: {
        nombre: '',
        correo: '',
        provincia: '',
        direccion: '',
        cp: '',
        celular: '',
        avisosWhatsapp: false,
      },
      canal: 'web',
    });
  });

  test('los datos del cliente se recortan y los faltantes quedan vacíos', () => {
    expect(clienteSchema.parse({ nombre: '  Ana ', cp: ' 3000' })).toEqual({
      nombre: 'Ana',
      correo: '',
      provincia: '',
      direccion: '',
      cp: '3000',
      celular: '',
      avisosWhatsapp: false,
    });
  });

  test('los datos del cliente tienen a lo sumo 200 caracteres', () => {
    const result = clienteSchema.safeParse({ direccion: 'x'.repeat(201) });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toIssues(result.error)).toEqual([
        { path: 'direccion', message: 'El texto no puede superar los 200 caracteres' },
      ]);
    }
  });

  test('los precios y totales enviados por el cliente se descartan', () => {
    const parsed = saleCreateSchema.parse({
      productos: [{ id: 1, cantidad: 2, precio: 0.01 }],
      total: '0.01',
      formaPago: 'efectivo',
      envio: 'retiro',
      canal: 'pos',
    });
    expect(parsed).not.toHaveProperty('total');
    expect(parsed.productos).toEqual([{ id: 1, cantidad: 2 }]);
    expect(parsed.canal).toBe('pos');
  });

  test('el canal solo puede ser web o pos', () => {
    const result = saleCreateSchema.safeParse({ canal: 'telefono' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toIssues(result.error)).toEqual([{ path: 'canal', message: 'Datos inválidos' }]);
  });

  test('a lo sumo 200 líneas', () => {
    const productos = Array.from({ length: 201 }, (_, i) => ({ id: i + 1, cantidad: 1 }));
    const result = saleCreateSchema.safeParse({ productos });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstMessage(result.error)).toBe('La venta no puede tener más de 200 productos');
  });

  test('el error de una línea señala su posición', () => {
    const result = saleCreateSchema.safeParse({
      productos: [
        { id: 1, cantidad: 1 },
        { id: 2, cantidad: 0 },
      ],
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(toIssues(result.error)[0]?.path).toBe('productos.1.cantidad');
  });

  test('zod no aplica las reglas de orden: las aplica checkout sobre el cuerpo leído', () => {
    const parsed = saleCreateSchema.parse({ productos: [] });
    expect(
      checkWebOrder({
        cliente: parsed.cliente,
        formaPago: parsed.formaPago,
        envio: parsed.envio,
        lineCount: parsed.productos.length,
      }),
    ).toBe('Hay campos sin completar');
  });
});

test('el barrio del cliente es opcional, se recorta y admite hasta 60 caracteres', () => {
  expect(clienteSchema.parse({}).barrio).toBeUndefined();
  expect(clienteSchema.parse({ barrio: '  Candioti Sur ' }).barrio).toBe('Candioti Sur');
  expect(clienteSchema.safeParse({ barrio: 'b'.repeat(60) }).success).toBe(true);
  const long = clienteSchema.safeParse({ barrio: 'b'.repeat(61) });
  expect(long.success).toBe(false);
  expect(long.error?.issues[0]?.message).toBe('Datos inválidos');
  expect(clienteSchema.safeParse({ barrio: 7 }).success).toBe(false);
});
