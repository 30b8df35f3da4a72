import {
  EMPTY_TICKET,
  isEmptyTicket,
  POS_TICKET_STORAGE_KEY,
  type PosTicket,
  type PosTicketAction,
  parseStoredTicket,
  posTicketReducer,
  serializeTicket,
} from '@feria/domain/rules/pos-ticket';
import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, store } from '../../app/store.ts';

/**
 * The point-of-sale ticket ("Orden Actual"): the domain's state machine, kept in local storage
 * so a reload, a dead battery or a closed tab at the stall does not lose the customer's order.
 */
function readStored(): PosTicket {
  try {
    return parseStoredTicket(localStorage.getItem(POS_TICKET_STORAGE_KEY));
  } catch {
    return EMPTY_TICKET;
  }
}

const posSlice = createSlice({
  name: 'pos',
  initialState: readStored,
  reducers: {
    // The domain reducer returns new objects: it gets a plain copy, not Immer's draft.
    ticketChanged: (state, action: PayloadAction<PosTicketAction>) =>
      posTicketReducer(current(state), action.payload),
  },
});

export const { ticketChanged } = posSlice.actions;

/** Writes the ticket to local storage; an empty ticket removes the key. */
function persistTicket(ticket: PosTicket): void {
  try {
    if (isEmptyTicket(ticket)) localStorage.removeItem(POS_TICKET_STORAGE_KEY);
    else localStorage.setItem(POS_TICKET_STORAGE_KEY, serializeTicket(ticket));
  } catch {
    // Private mode or a full storage: the ticket still works until the page closes.
  }
}

// Registered when the POS code first loads, not in app/store.ts: shoppers never download it.
// Until the first action the store has no `pos` key; selectTicket answers the stored ticket.
const injected = posSlice.injectInto(rootReducer);
export const selectTicket = injected.selectSlice;

let lastTicket = selectTicket(store.getState());
store.subscribe(() => {
  const ticket = selectTicket(store.getState());
  if (ticket !== lastTicket) {
    lastTicket = ticket;
    persistTicket(ticket);
  }
});
