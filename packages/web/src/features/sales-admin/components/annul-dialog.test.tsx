import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { AnnulDialog } from './annul-dialog.tsx';

let sale: Partial<SaleDetail> = {};
vi.mock('../api.ts', () => ({
  useAnnulSaleMutation: () => [vi.fn(), { isLoading: false }],
  useGetSaleQuery: () => ({ data: sale }),
}));

const emitida = {
  estado: 'emitida',
  tipo: 'C',
  puntoVenta: 3,
  numero: 42,
} as SaleDetail['factura'];

test('una venta del puesto en efectivo con factura: monto, stock, caja y Nota de Crédito C', () => {
  sale = { id: 12, total: '12000.00', canal: 'pos', formaPago: 'efectivo', factura: emitida };
  render(<AnnulDialog id={12} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: '¿Anular la venta #12?' });
  expect(dialog.textContent).toContain('$ 12.000,00');
  expect(dialog.textContent).toContain('Sus productos vuelven al stock.');
  expect(dialog.textContent).toContain('se registra el gasto "Anulación venta #12"');
  expect(dialog.textContent).toContain('Se emitirá una Nota de Crédito C.');
  expect(screen.getByRole('button', { name: 'Anular venta' })).toBeTruthy();
});

test('un pedido web sin factura: la caja no cambia y no hay Nota de Crédito', () => {
  sale = { id: 7, total: '1500.50', canal: 'web', formaPago: 'efectivo', factura: null };
  render(<AnnulDialog id={7} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: '¿Anular la venta #7?' });
  expect(dialog.textContent).toContain('$ 1.500,50');
  expect(dialog.textContent).toContain('La caja no cambia.');
  expect(dialog.textContent).not.toContain('Nota de Crédito');
});
