import {
  EMPTY_TICKET,
  POS_TICKET_STORAGE_KEY,
  serializeTicket,
} from '@feria/domain/rules/pos-ticket';
import { expect, test, vi } from 'vitest';
import { yerbaLine } from '../../test/products.ts';

/** A fresh page: the store and the POS code load again, reading the device's storage. */
async function openControl() {
  vi.resetModules();
  const { store } = await import('../../app/store.ts');
  const { selectTicket, ticketChanged } = await import('./slice.ts');
  return { store, ticket: () => selectTicket(store.getState()), ticketChanged };
}

test('la orden en curso sobrevive a recargar la página', async () => {
  const first = await openControl();
  first.store.dispatch(
    first.ticketChanged({ type: 'cart', action: { type: 'add', item: yerbaLine } }),
  );
  first.store.dispatch(first.ticketChanged({ type: 'nombre', value: 'Rosa' }));
  first.store.dispatch(first.ticketChanged({ type: 'formaPago', value: 'qr' }));

  const again = await openControl();
  expect(again.ticket()).toMatchObject({
    nombre: 'Rosa',
    formaPago: 'qr',
    items: [{ id: 7, cantidad: 1 }],
  });
});

test('una orden vacía no deja nada guardado', async () => {
  localStorage.setItem(
    POS_TICKET_STORAGE_KEY,
    serializeTicket({ ...EMPTY_TICKET, items: [{ ...yerbaLine, cantidad: 2 }] }),
  );
  const control = await openControl();
  expect(control.ticket().items).toHaveLength(1);
  control.store.dispatch(control.ticketChanged({ type: 'cart', action: { type: 'clear' } }));
  expect(localStorage.getItem(POS_TICKET_STORAGE_KEY)).toBeNull();
});
