import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { OFFLINE_MSG } from '@feria/domain/messages/offline';
import { MSG } from '@feria/domain/messages/shop';
import { isFacturaMessage } from '@feria/domain/rules/factura';
import { checkTicket, checkTicketFactura, ticketSaleBody } from '@feria/domain/rules/pos-ticket';
import type { SaleCreated } from '@feria/domain/schemas/api-types';
import { useCallback, useEffect, useState } from 'react';
import { useGetCajaActualQuery } from '../../../api/register.ts';
import { useSessionUser } from '../../../api/session.ts';
import { useStallFeria } from '../../../core/stall-feria.ts';
import { type Shortage, stockShortage, syncToShortage } from '../../../core/stock-shortage.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePosSaleMutation } from '../api.ts';
import { enqueueSale } from '../offline/queue.ts';
import { newSaleKey } from '../sale-key.ts';
import { useTicket, useTicketDispatch } from './use-ticket.ts';

/** The sale "Crear Venta" made: its number and total (null when it waits on the device). */
export type MadeSale = { created: SaleCreated | null; totalCents: number };

/**
 * "Crear Venta": SPEC §5's checks in order, then the sale with an Idempotency-Key kept in the
 * ticket (a retry after a lost answer is not a second sale). A cash sale names the register the
 * device has open (`cajaId`). A 409 names the line that ran short and how many are left; that
 * line is brought down to what is left. `onMade` runs once the ticket is done (sent or kept).
 */
export function useCreateSale(onMade: (sale: MadeSale) => void) {
  const ticket = useTicket();
  const send = useTicketDispatch();
  const user = useSessionUser();
  const { data: caja } = useGetCajaActualQuery();
  const [createSale, { isLoading }] = useCreatePosSaleMutation();
  const [shortage, setShortage] = useState<Shortage | null>(null);
  // MARKET §12: what is wrong with the "CUIT o DNI para la factura", shown under it.
  const [facturaError, setFacturaError] = useState<string | null>(null);
  const cajaId = caja?.id ?? null;
  // A change of the CUIT o DNI (or its condición) answers the message that was about it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed values change
  useEffect(() => setFacturaError(null), [ticket.documento, ticket.condicionIva]);
  const stall = useStallFeria();
  const feriaId = stall.today.length > 1 ? (stall.feria?.id ?? null) : null;
  const { mustChoose } = stall;

  const submit = useCallback(
    async (totalCents: number) => {
      if (isLoading || !user) return;
      const problem = checkTicket(ticket) ?? (mustChoose ? FERIA_MSG.elegirFeriaVenta : null);
      if (problem) {
        toast.error(problem);
        return;
      }
      // Checked before keeping it offline too: the server would refuse it later, out of sight.
      const facturaProblem = checkTicketFactura(ticket);
      setFacturaError(facturaProblem);
      if (facturaProblem) {
        toast.error(facturaProblem);
        return;
      }
      const key = ticket.saleKey ?? newSaleKey();
      send({ type: 'sending', key });
      setShortage(null);
      // No connection (or the answer was lost on the way): the sale waits on the device under the
      // same key, in the name of who made it, and goes by itself when the connection returns.
      const keep = async () => {
        const vendedor = { uid: user.uid, nombre: user.nombre.trim() || user.email };
        await enqueueSale(ticket, key, vendedor, cajaId, feriaId);
        send({ type: 'created' });
        toast.success(OFFLINE_MSG.guardada);
        onMade({ created: null, totalCents });
      };
      if (!navigator.onLine) {
        await keep();
        return;
      }
      try {
        const created = await createSale({
          body: ticketSaleBody(ticket, cajaId, feriaId),
          key,
        }).unwrap();
        send({ type: 'created' });
        toast.success(MSG.ventaCreada);
        onMade({ created, totalCents });
      } catch (error) {
        if ((error as { status?: unknown }).status === 'FETCH_ERROR') {
          await keep();
          return;
        }
        const short = stockShortage(error);
        if (short) {
          setShortage(short);
          send({ type: 'cart', action: syncToShortage(short) });
        }
        const message = errorMessage(error, 'No se pudo crear la venta, probá de nuevo');
        if (isFacturaMessage(message)) setFacturaError(message);
        toast.error(message);
      }
    },
    [createSale, isLoading, send, ticket, user, cajaId, feriaId, mustChoose, onMade],
  );

  return { submit, isLoading, shortage, facturaError };
}

export type CreateSale = ReturnType<typeof useCreateSale>;
