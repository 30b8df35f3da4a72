import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { ProductoPropio } from '../api.ts';
import { StockStepper } from './stock-stepper.tsx';

const sent: unknown[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({});
vi.mock('../api.ts', () => ({
  useSetOwnStockMutation: () => [
    (body: unknown) => {
      sent.push(body);
      return { unwrap: answer };
    },
    { isLoading: false },
  ],
}));

const queso = {
  id: 8,
  nombre: 'Queso de campo',
  unidad: 'kg',
  paso: 250,
  stock: 1250,
  publicado: 'si',
  propuesta: null,
} as unknown as ProductoPropio;

test('un producto por kg: el paso suma 250 g, se manda en gramos con el stock mostrado, y el 409 se lee', async () => {
  const message = 'El stock cambió mientras editabas (ahora hay 900). Revisá y guardá de nuevo.';
  answer = () => Promise.reject({ status: 409, data: { error: message } });
  render(<StockStepper product={queso} />);
  const field = screen.getByLabelText('Stock (kg)') as HTMLInputElement;
  expect(field.value).toBe('1,25');
  fireEvent.click(screen.getByRole('button', { name: 'Sumar 250 g a Queso de campo' }));
  expect(field.value).toBe('1,5');
  fireEvent.click(screen.getByRole('button', { name: 'Guardar stock' }));
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  expect(sent).toEqual([{ id: 8, cantidad: 1500, stockAnterior: 1250 }]);
  // What was typed stays, to save again once the list shows the new stock.
  expect(field.value).toBe('1,5');
});

test('una cantidad que no es un número no se manda', () => {
  sent.length = 0;
  render(<StockStepper product={queso} />);
  fireEvent.change(screen.getByLabelText('Stock (kg)'), { target: { value: 'mucho' } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar stock' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'La cantidad debe ser un número entero mayor o igual a 0',
  );
  expect(sent).toEqual([]);
});
