import type { Pago } from '@feria/domain/rules/pagos';
import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { render, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { PagosPanel } from './pagos-panel.tsx';

let pagos: Pago[] = [];
vi.mock('../../../api/cobro.ts', () => ({
  useGetSalePagosQuery: () => ({ data: pagos, isError: false }),
}));

const sale = { id: 9, total: '1800.00' } as SaleDetail;
const pago = (p: Partial<Pago>): Pago => ({
  id: 1,
  tipo: 'cobro',
  medio: 'mercadopago',
  monto: 1800,
  externoId: '5001',
  fecha: '2026-11-28T12:00:00.000Z',
  quien: 'mercadopago',
  ...p,
});

test('dos pagos de Mercado Pago: "Pagado de más" y "Revisar devolución parcial"', () => {
  pagos = [pago({}), pago({ id: 2, externoId: '5002', monto: 2400, revisarDevolucion: true })];
  render(<PagosPanel sale={sale} />);
  const region = screen.getByRole('region', { name: 'Pagos' });
  const rows = within(region).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(rows[0]?.textContent).toContain('Cobro · Mercado Pago');
  expect(rows[0]?.textContent).toContain('$ 1.800,00');
  expect(rows[1]?.textContent).toContain('Revisar devolución parcial');
  expect(screen.getByRole('status').textContent).toBe('Pagado de más: $ 2.400,00');
});

test('una devolución en negativo y sin pagos de más', () => {
  pagos = [
    pago({ medio: 'efectivo', quien: 'admin@feria.test', externoId: null }),
    pago({
      id: 2,
      tipo: 'devolucion',
      medio: 'efectivo',
      externoId: null,
      quien: 'admin@feria.test',
    }),
  ];
  render(<PagosPanel sale={sale} />);
  const rows = screen.getAllByRole('listitem');
  expect(rows[1]?.textContent).toContain('Devolución · Efectivo');
  expect(rows[1]?.textContent).toContain('-$ 1.800,00');
  expect(screen.queryByRole('status')).toBeNull();
});

test('venta anulada con un pago llegado después: "Pago recibido de una venta anulada: devolver" y no "Pagado de más"', () => {
  pagos = [pago({ monto: 3250.5 })];
  const anulada = { ...sale, estadoPago: 'Anulado', devolver: { monto: 3250.5 } } as SaleDetail;
  render(<PagosPanel sale={anulada} />);
  expect(screen.getByRole('status').textContent).toBe(
    'Pago recibido de una venta anulada: devolver $ 3.250,50',
  );
});
