import { MSG } from '@feria/domain/messages';
import { OFFLINE_MSG } from '@feria/domain/offline-queue';
import { checkTicket, ticketSaleBody } from '@feria/domain/pos-ticket';
import type { ApiError, SaleCreated } from '@feria/domain/schemas/api-types';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../app/errors.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useCreatePosSaleMutation } from '../api.ts';
import { enqueueSale } from '../offline/queue.ts';
import { newSaleKey } from '../sale-key.ts';
import { useTicket, useTicketDispatch } from './use-ticket.ts';

export type Shortage = { productId: number; disponibles: number };

/**
 * "Crear Venta": SPEC §5's checks in order, then the sale with an Idempotency-Key kept in the
 * ticket (a retry after a lost answer is not a second sale). A 409 names the line that ran short
 * and how many are left; that line is brought down to what is left.
 */
export function useCreateSale() {
  const ticket = useTicket();
  const send = useTicketDispatch();
  const [createSale, { isLoading }] = useCreatePosSaleMutation();
  const [shortage, setShortage] = useState<Shortage | null>(null);
  const [lastSale, setLastSale] = useState<SaleCreated | null>(null);

  const submit = useCallback(async () => {
    if (isLoading) return;
    const problem = checkTicket(ticket);
    if (problem) {
      toast.error(problem);
      return;
    }
    const key = ticket.saleKey ?? newSaleKey();
    send({ type: 'sending', key });
    setShortage(null);
    // No connection (or the answer was lost on the way): the sale waits on the device under the
    // same key and goes by itself when the connection returns (MARKET.md §3).
    const keep = async () => {
      await enqueueSale(ticket, key);
      send({ type: 'created' });
      toast.success(OFFLINE_MSG.guardada);
    };
    if (!navigator.onLine) {
      await keep();
      return;
    }
    try {
      const created = await createSale({ body: ticketSaleBody(ticket), key }).unwrap();
      send({ type: 'created' });
      setLastSale(created);
      toast.success(MSG.ventaCreada);
    } catch (error) {
      if ((error as { status?: unknown }).status === 'FETCH_ERROR') {
        await keep();
        return;
      }
      const data = (error as { status?: number; data?: ApiError }).data;
      if ((error as { status?: number }).status === 409 && data?.productId !== undefined) {
        const disponibles = data.disponibles ?? 0;
        setShortage({ productId: data.productId, disponibles });
        send({ type: 'cart', action: { type: 'sync', stock: { [data.productId]: disponibles } } });
      }
      toast.error(errorMessage(error, 'No se pudo crear la venta, probá de nuevo'));
    }
  }, [createSale, isLoading, send, ticket]);

  return { submit, isLoading, shortage, lastSale };
}
