// MARKET §13.3: the sale detail's "Avisos por WhatsApp", each notice with its event, its state in
// the staff's words and Meta's detail when it failed; nothing when the sale has none.
import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { AvisosPanel } from './avisos-panel.tsx';

const sale = (avisos: SaleDetail['avisos']) => ({ avisos }) as SaleDetail;

test('cada aviso con su evento, su estado y el detalle de Meta', () => {
  render(
    <AvisosPanel
      sale={sale([
        {
          evento: 'pedido.recibido',
          canal: 'whatsapp',
          estado: 'leido',
          fecha: '2026-11-28T13:05:00.000Z',
          detalle: null,
        },
        {
          evento: 'pedido.listo',
          canal: 'whatsapp',
          estado: 'fallido',
          fecha: '2026-11-28T15:00:00.000Z',
          detalle: '131026: Message undeliverable',
        },
        {
          evento: 'feria.cambio',
          canal: 'whatsapp',
          estado: 'incierto',
          fecha: '2026-11-28T16:00:00.000Z',
          detalle: null,
        },
      ])}
    />,
  );
  const list = within(screen.getByRole('region', { name: 'Avisos por WhatsApp' }));
  const items = list.getAllByRole('listitem').map((li) => li.textContent);
  expect(items[0]).toContain('Pedido recibido');
  expect(items[0]).toContain('Leído');
  expect(items[0]).toContain('28/11');
  expect(items[1]).toContain('No se pudo entregar por WhatsApp');
  expect(items[1]).toContain('131026: Message undeliverable');
  expect(items[2]).toContain('Sin confirmar: revisá en WhatsApp');
});

test('sin avisos no muestra nada', () => {
  const { container } = render(<AvisosPanel sale={sale([])} />);
  expect(container.textContent).toBe('');
});
