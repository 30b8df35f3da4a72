import { stockCambioMessage } from '@feria/domain/rules/stock-edit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expect, test, vi } from 'vitest';
import { store } from '../../../app/store.ts';
import { yerba } from '../../../test/products.ts';
import { ProductModal } from './product-modal.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// RTK Query builds a Request from "/api/…"; jsdom's page address makes it absolute, as a browser does.
const NodeRequest = globalThis.Request;
vi.stubGlobal(
  'Request',
  class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  },
);

test('"Editar producto" manda el stock que mostraba y, si cambió, dice cuánto hay ahora', async () => {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method !== 'PUT') return json(200, []);
    sent.push(await request.json());
    return sent.length === 1
      ? json(409, { error: stockCambioMessage(1), stock: 1 })
      : json(200, { ...yerba, stock: 5 });
  });
  const onClose = vi.fn();
  render(
    <Provider store={store}>
      <ProductModal product={yerba} onClose={onClose} />
    </Provider>,
  );
  const user = userEvent.setup();
  const cantidad = screen.getByLabelText('Cantidad');
  await user.clear(cantidad);
  await user.type(cantidad, '5');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'El stock cambió mientras editabas (ahora hay 1). Revisá y guardá de nuevo.',
  );
  expect(sent[0]).toMatchObject({ id: yerba.id, cantidad: '5', stockAnterior: 3 });
  expect(onClose).not.toHaveBeenCalled();

  // Saved again after reading the message: from the stock the server reported.
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  expect(sent[1]).toMatchObject({ cantidad: '5', stockAnterior: 1 });
});
