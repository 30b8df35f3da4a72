// Issue 12 §9: numbers and dates bounded to what their columns hold, with a fitting message.
import { expect, test } from 'vitest';
import { MSG } from '../messages/shop.ts';
import { isInstantInRange, MAX_INT32 } from './bounds.ts';
import { cashEntrySchema } from './cash.ts';
import { cashPeriodSchema } from './cash-period.ts';
import { productFormSchema, productUpdateSchema } from './product.ts';
import { saleCreateSchema } from './sale.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const product = {
  nombre: 'Garbanzos',
  categoria: 'Legumbres',
  medida: '500 g',
  marca: 'Marca',
  descripcion: 'Desc',
  cantidad: 5,
  precio: 100,
};

test('un id de producto más allá de int4 en una venta es un id inválido', () => {
  for (const id of [MAX_INT32 + 1, 3_000_000_000, 2 ** 53 - 1]) {
    const sale = { productos: [{ id, cantidad: 1 }] };
    expect(firstMessage(saleCreateSchema.safeParse(sale)), String(id)).toBe(MSG.idInvalido);
  }
  expect(saleCreateSchema.safeParse({ productos: [{ id: MAX_INT32, cantidad: 1 }] }).success).toBe(
    true,
  );
});

test('una cantidad enorme en una venta dice el máximo, no "mayor que 0"', () => {
  const sale = { productos: [{ id: 1, cantidad: 3_000_000_000 }] };
  expect(firstMessage(saleCreateSchema.safeParse(sale))).toBe(MSG.cantidadMaxima);
});

test('el stock de un producto: uno enorme dice el máximo, no "mayor o igual a 0"', () => {
  for (const cantidad of [3_000_000_000, '3000000000', 1_000_001]) {
    expect(firstMessage(productFormSchema.safeParse({ ...product, cantidad }))).toBe(
      MSG.stockMaximo,
    );
  }
  expect(firstMessage(productFormSchema.safeParse({ ...product, cantidad: -1 }))).toBe(
    MSG.cantidadEntera,
  );
});

test('el id de un producto a actualizar cabe en int4', () => {
  for (const id of [MAX_INT32 + 1, 2 ** 53 - 1, '2147483648']) {
    expect(firstMessage(productUpdateSchema.safeParse({ ...product, id })), String(id)).toBe(
      MSG.idInvalido,
    );
  }
  expect(productUpdateSchema.safeParse({ ...product, id: MAX_INT32 }).success).toBe(true);
});

test('la caja rechaza fechas fuera de 2000–2100 con un mensaje en español', () => {
  const entry = { tipo: 'Ingreso', monto: 10, descripcion: 'x' };
  for (const fecha of ['9999-12-31', '1999-12-31', '2101-01-01', '1900-06-01']) {
    expect(firstMessage(cashEntrySchema.safeParse({ ...entry, fecha })), fecha).toBe(
      MSG.fechaFueraDeRango,
    );
  }
  expect(cashEntrySchema.safeParse({ ...entry, fecha: '2000-01-01' }).success).toBe(true);
  expect(cashEntrySchema.safeParse({ ...entry, fecha: '2100-12-31' }).success).toBe(true);
  expect(firstMessage(cashPeriodSchema.safeParse({ desde: '9999-12-31' }))).toBe(
    MSG.fechaFueraDeRango,
  );
});

test('un instante vale si cae entre 2000 y 2100, sea cual sea su zona', () => {
  for (const ok of [
    '2026-12-04T23:00:00.000Z',
    '2026-12-04T20:00:00-03:00',
    '2000-01-01T00:00:00Z',
  ]) {
    expect(isInstantInRange(ok), ok).toBe(true);
  }
  for (const bad of [
    '-271821-04-20T00:00:00Z',
    '1999-12-31T23:59:59Z',
    '2101-01-01T00:00:00Z',
    'mañana',
  ]) {
    expect(isInstantInRange(bad), bad).toBe(false);
  }
});
