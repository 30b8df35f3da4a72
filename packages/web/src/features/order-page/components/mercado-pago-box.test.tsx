import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toast.tsx';
import { leaveTo } from '../../../lib/leave-to.ts';
import { MercadoPagoBox } from './mercado-pago-box.tsx';

const pagar = vi.fn();
vi.mock('../../../lib/leave-to.ts', () => ({ leaveTo: vi.fn() }));
vi.mock('../../../api/pedido.ts', () => ({
  usePagarPedidoMutation: () => [pagar, { isLoading: false }],
}));

beforeEach(() => {
  pagar.mockReset();
  vi.mocked(leaveTo).mockClear();
});

function clickPay() {
  render(
    <>
      <Toaster />
      <MercadoPagoBox id={7} t="token-largo" />
    </>,
  );
  return act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con Mercado Pago' })),
  );
}

test('"Pagar con Mercado Pago" pide el checkout del pedido con su token y lleva al cliente a pagarEn', async () => {
  pagar.mockReturnValue({ unwrap: async () => ({ pagarEn: 'https://mp.example/checkout?x=1' }) });
  await clickPay();
  expect(pagar).toHaveBeenCalledWith({ id: 7, t: 'token-largo' });
  await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://mp.example/checkout?x=1'));
});

test('si Mercado Pago no responde, el cliente lee el aviso y se queda en la página', async () => {
  const error = 'Mercado Pago no responde, probá de nuevo en unos minutos';
  pagar.mockReturnValue({
    unwrap: async () => Promise.reject({ status: 502, data: { error } }),
  });
  await clickPay();
  expect(await screen.findByText(error)).toBeTruthy();
  expect(leaveTo).not.toHaveBeenCalled();
});
