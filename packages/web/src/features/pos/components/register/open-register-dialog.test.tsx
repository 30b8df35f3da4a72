import { REGISTER_MSG } from '@feria/domain/messages/register';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expect, test, vi } from 'vitest';
import { store } from '../../../../app/store.ts';
import { OpenRegisterDialog } from './open-register-dialog.tsx';

test('"Abrir caja" explica un monto mal escrito junto al campo y no envía nada', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  const onDone = vi.fn();
  render(
    <Provider store={store}>
      <OpenRegisterDialog onDone={onDone} />
    </Provider>,
  );
  const user = userEvent.setup();
  const monto = screen.getByLabelText('Monto inicial');

  await user.type(monto, '-500');
  await user.click(screen.getByRole('button', { name: 'Abrir caja' }));
  expect(screen.getByText(REGISTER_MSG.montoInicialNegativo)).toBeTruthy();
  expect(monto.getAttribute('aria-invalid')).toBe('true');

  await user.clear(monto);
  await user.type(monto, 'mil pesos');
  await user.click(screen.getByRole('button', { name: 'Abrir caja' }));
  expect(screen.getByText(REGISTER_MSG.montoInicialInvalido)).toBeTruthy();

  expect(fetch).not.toHaveBeenCalled();
  expect(onDone).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(onDone).toHaveBeenCalledOnce();
});
