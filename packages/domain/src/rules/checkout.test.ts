import { describe, expect, test } from 'vitest';
import { MSG } from '../messages/shop.ts';
import type { Cliente } from '../schemas/api-types.ts';
import {
  checkPosSale,
  checkWebOrder,
  correoProblem,
  isBlank,
  mergeSaleLines,
  missingClienteFields,
  requiredClienteFields,
} from './checkout.ts';

const cliente: Cliente = {
  nombre: 'Martina Gómez',
  correo: 'martina@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 1234',
  cp: '3000',
  celular: '3424000000',
};
const order = { cliente, formaPago: 'efectivo', envio: 'retiro', lineCount: 2 };

describe('confirmar pedido en la canasta', () => {
  test('un pedido completo no tiene errores', () => {
    expect(checkWebOrder(order)).toBeNull();
    expect(checkWebOrder({ ...order, formaPago: 'transferencia', envio: 'envio' })).toBeNull();
  });

  test('con Envío, cualquier dato del cliente en blanco da "Hay campos sin completar"', () => {
    for (const field of ['nombre', 'correo', 'provincia', 'direccion', 'cp', 'celular'] as const) {
      const blank = { ...cliente, [field]: '   ' };
      expect(checkWebOrder({ ...order, envio: 'envio', cliente: blank })).toBe(
        'Hay campos sin completar',
      );
    }
  });

  test('Retiro pide sólo nombre, correo y celular; Envío sigue pidiendo los seis', () => {
    const pickup = { ...cliente, provincia: '', direccion: ' ', cp: '' };
    expect(checkWebOrder({ ...order, envio: 'retiro', cliente: pickup })).toBeNull();
    expect(checkWebOrder({ ...order, envio: 'envio', cliente: pickup })).toBe(
      'Hay campos sin completar',
    );
    expect(checkWebOrder({ ...order, envio: '', cliente: pickup })).toBe(
      'Hay campos sin completar',
    );
    expect(missingClienteFields(pickup, 'envio')).toEqual(['provincia', 'direccion', 'cp']);
    expect(missingClienteFields({ ...pickup, celular: '' }, 'retiro')).toEqual(['celular']);
    expect(requiredClienteFields(' retiro ')).toEqual(['nombre', 'correo', 'celular']);
  });

  test('sin forma de pago da "Falta forma de pago"', () => {
    expect(checkWebOrder({ ...order, formaPago: '' })).toBe('Falta forma de pago');
  });

  test('sin envío da "Falta envio"', () => {
    expect(checkWebOrder({ ...order, envio: '' })).toBe('Falta envio');
  });

  test('con la canasta vacía da "La canasta está vacía"', () => {
    expect(checkWebOrder({ ...order, lineCount: 0 })).toBe('La canasta está vacía');
  });

  test('los errores se informan en el orden de la especificación', () => {
    const empty = { nombre: '', correo: '', provincia: '', direccion: '', cp: '', celular: '' };
    expect(checkWebOrder({ cliente: empty, formaPago: '', envio: '', lineCount: 0 })).toBe(
      'Hay campos sin completar',
    );
    expect(checkWebOrder({ cliente, formaPago: '', envio: '', lineCount: 0 })).toBe(
      'Falta forma de pago',
    );
    expect(checkWebOrder({ cliente, formaPago: 'efectivo', envio: '', lineCount: 0 })).toBe(
      'Falta envio',
    );
    expect(checkWebOrder({ cliente, formaPago: 'efectivo', envio: 'retiro', lineCount: 0 })).toBe(
      'La canasta está vacía',
    );
  });

  test('la web no acepta formas de pago del punto de venta', () => {
    expect(checkWebOrder({ ...order, formaPago: 'tarjetaCredito' })).toBe(
      'La forma de pago no es válida',
    );
    expect(checkWebOrder({ ...order, envio: 'drone' })).toBe('El envío no es válido');
  });

  test('un correo que no es un e-mail da "El email es inválido"', () => {
    expect(checkWebOrder({ ...order, cliente: { ...cliente, correo: 'martina' } })).toBe(
      'El email es inválido',
    );
  });
});

describe('crear venta en el punto de venta', () => {
  const sale = { nombre: 'Cliente mostrador', formaPago: 'qr', envio: 'retiro', lineCount: 1 };

  test('una venta completa no tiene errores', () => {
    expect(checkPosSale(sale)).toBeNull();
    expect(checkPosSale({ ...sale, formaPago: 'tarjetaCredito', envio: 'envio' })).toBeNull();
  });

  test('sin forma de pago da "Falta forma de pago"', () => {
    expect(checkPosSale({ ...sale, formaPago: '' })).toBe('Falta forma de pago');
  });

  test('sin productos da "El carrito está vacío"', () => {
    expect(checkPosSale({ ...sale, lineCount: 0 })).toBe('El carrito está vacío');
  });

  test('sin envío da "Falta envio"', () => {
    expect(checkPosSale({ ...sale, envio: '' })).toBe('Falta envio');
  });

  test('en el puesto el nombre del cliente es opcional (issue 33)', () => {
    expect(checkPosSale({ ...sale, nombre: '   ' })).toBeNull();
    expect(checkPosSale({ ...sale, nombre: '' })).toBeNull();
  });

  test('los errores se informan en el orden de la especificación', () => {
    expect(checkPosSale({ nombre: '', formaPago: '', envio: '', lineCount: 0 })).toBe(
      'Falta forma de pago',
    );
    expect(checkPosSale({ nombre: '', formaPago: 'qr', envio: '', lineCount: 0 })).toBe(
      'El carrito está vacío',
    );
    expect(checkPosSale({ nombre: '', formaPago: 'qr', envio: '', lineCount: 1 })).toBe(
      'Falta envio',
    );
  });

  test('una forma de pago desconocida no es válida', () => {
    expect(checkPosSale({ ...sale, formaPago: 'bitcoin' })).toBe('La forma de pago no es válida');
  });
});

test('un texto vacío, de espacios o ausente está en blanco', () => {
  expect(isBlank('')).toBe(true);
  expect(isBlank(' \t')).toBe(true);
  expect(isBlank(undefined)).toBe(true);
  expect(isBlank('a')).toBe(false);
});

test('el mismo producto repetido se junta en una línea', () => {
  expect(
    mergeSaleLines([
      { id: 2, cantidad: 1 },
      { id: 5, cantidad: 2 },
      { id: 2, cantidad: 3 },
    ]),
  ).toEqual([
    { id: 2, cantidad: 4 },
    { id: 5, cantidad: 2 },
  ]);
});

test('correoProblem: una sola dirección de email (issue 12)', () => {
  expect(correoProblem('ana@correo.com')).toBeNull();
  expect(correoProblem(' ana@correo.com ')).toBeNull();
  for (const several of ['a@x.com, b@y.com', 'a@x.com;b@y.com', 'a@x.com b@y.com', 'a@b@c.com']) {
    expect(correoProblem(several)).toBe(MSG.correoUnico);
  }
  expect(correoProblem('no-es-un-correo')).toBe(MSG.emailInvalido);
});
