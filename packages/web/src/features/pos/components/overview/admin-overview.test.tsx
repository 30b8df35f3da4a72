import type { AdminOverview as Overview } from '@feria/domain/rules/overview';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { AdminOverview } from './admin-overview.tsx';

let data: Overview;
vi.mock('../../../../api/overview.ts', () => ({
  useGetOverviewQuery: () => ({ data, error: undefined, isLoading: false }),
}));

const base: Overview = {
  hoy: { cantidad: 0, total: 0 },
  semana: { desde: '2026-11-23', cantidad: 0, total: 0 },
  pendientes: 0,
  comprobantesPorRevisar: 0,
  anuladasParaDevolver: 0,
  cobradoHoy: { porMedio: {}, total: 0 },
  sinStock: 0,
  pocoStock: 0,
  dias: [],
};

const show = () =>
  render(
    <MemoryRouter>
      <AdminOverview />
    </MemoryRouter>,
  );

test('Control cuenta los pagos de ventas anuladas para devolver (API.md round 5)', () => {
  data = { ...base, anuladasParaDevolver: 2 };
  show();
  expect(screen.getByText('Pagos de ventas anuladas para devolver: 2')).toBeTruthy();
});

test('sin pagos sobre ventas anuladas, no se muestra', () => {
  data = base;
  show();
  expect(screen.queryByText(/ventas anuladas para devolver/)).toBeNull();
});
