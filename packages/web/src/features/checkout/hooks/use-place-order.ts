import { MSG } from '@feria/domain/messages/shop';
import { cartTotalCents } from '@feria/domain/rules/cart';
import { checkWebOrder } from '@feria/domain/rules/checkout';
import { isFacturaMessage, receptorDe } from '@feria/domain/rules/factura';
import type { FeriaRef } from '@feria/domain/rules/ferias';
import type { Cliente } from '@feria/domain/schemas/api-types';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartItems, changeCart } from '../../../core/cart/basket.ts';
import { useRefreshCart } from '../../../core/cart/use-refresh-cart.ts';
import { stockShortage, syncToShortage } from '../../../core/stock-shortage.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { leaveTo } from '../../../lib/leave-to.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateOrderMutation } from '../api.ts';
import { BARRIO_FIELD_ID } from '../components/barrio-choice.tsx';
import { createOrderKeys } from '../order-key.ts';

export type OrderForm = {
  cliente: Cliente;
  formaPago: string;
  envio: string;
  feriaId?: number | null;
  /** MARKET §12: the optional "CUIT o DNI para la factura" and, with a CUIT, the condición. */
  factura?: { documento: string; condicionIva: string };
  /** MARKET §14: the barrio of an order with Envío while zones are on (sent as cliente.barrio). */
  barrio?: string;
  /** What the zone's rules say of it before sending (the server's own messages), or null. */
  envioProblem?: string | null;
  /** MARKET §13.3: the customer ticked "Quiero recibir avisos … por WhatsApp". */
  avisosWhatsapp?: boolean;
};

/** The id of the documento's input: an error there takes the focus to it. */
export const FACTURA_FIELD_ID = 'cliente-documento';

/** `cliente.documento` and `cliente.condicionIva` when a CUIT o DNI was typed. */
function facturaCliente(factura: OrderForm['factura']) {
  const documento = factura?.documento.trim() ?? '';
  if (!documento) return {};
  return { documento, ...(factura?.condicionIva ? { condicionIva: factura.condicionIva } : {}) };
}

export type OrderState = {
  status: 'idle' | 'sending' | 'done';
  saleId?: number;
  feria?: FeriaRef | null;
};

const trimmed = (cliente: Cliente): Cliente =>
  Object.fromEntries(Object.entries(cliente).map(([k, v]) => [k, v.trim()])) as Cliente;

/**
 * "Confirmar pedido": SPEC §5's checks in order, then the basket brought up to date (a change is
 * shown, not ordered blindly), then the order with its Idempotency-Key. When the server says
 * stock ran out, the line shows what is left and is capped; everything typed stays.
 */
export function usePlaceOrder(form: OrderForm) {
  const navigate = useNavigate();
  const refresh = useRefreshCart();
  const [createOrder] = useCreateOrderMutation();
  const [keys] = useState(createOrderKeys);
  const [state, setState] = useState<OrderState>({ status: 'idle' });
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [facturaError, setFacturaError] = useState<string | null>(null);
  const facturaProblem = (message: string) => {
    setFacturaError(message);
    document.getElementById(FACTURA_FIELD_ID)?.focus();
  };
  const busy = useRef(false);

  // A change of the CUIT o DNI (or its condición) answers the message that was about it.
  const documento = form.factura?.documento;
  const condicionIva = form.factura?.condicionIva;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed values change
  useEffect(() => setFacturaError(null), [documento, condicionIva]);

  // Opening the page brings the stored basket up to date and shows on each line what changed.
  useEffect(() => {
    void refresh().then((notices) => {
      if (notices.length > 0) setNotes(Object.fromEntries(notices.map((n) => [n.id, n.message])));
    });
  }, [refresh]);

  async function send() {
    const lines = cartItems();
    const body = {
      productos: lines.map((line) => ({ id: line.id, cantidad: line.cantidad })),
      formaPago: form.formaPago,
      envio: form.envio,
      cliente: {
        ...trimmed(form.cliente),
        ...facturaCliente(form.factura),
        ...(form.barrio ? { barrio: form.barrio } : {}),
        ...(form.avisosWhatsapp ? { avisosWhatsapp: true } : {}),
      },
      canal: 'web' as const,
      ...(form.feriaId ? { feriaId: form.feriaId } : {}),
    };
    try {
      const created = await createOrder({ body, key: keys.keyFor(body) }).unwrap();
      keys.reset();
      changeCart({ type: 'clear' });
      toast.success(MSG.pedidoCreado);
      setState({ status: 'done', saleId: created.id, feria: created.feria });
      // MARKET §7: paid by Mercado Pago, the customer goes to pay there; otherwise (or when Mercado
      // Pago did not answer) the customer stays on the order's own page, which offers to pay.
      // A replayed answer has no link (only its hash is kept): the thank-you note stays.
      if (created.pagarEn) leaveTo(created.pagarEn);
      else if (created.pedido) navigate(created.pedido);
    } catch (err) {
      const short = stockShortage(err);
      if (short) {
        changeCart(syncToShortage(short));
        setNotes({ [short.productId]: errorMessage(err) });
      }
      const message = errorMessage(err);
      if (isFacturaMessage(message)) facturaProblem(message);
      toast.error(message);
      setState({ status: 'idle' });
    }
  }

  async function confirm() {
    if (busy.current || state.status === 'done') return;
    const problem = checkWebOrder({
      ...form,
      lineCount: cartItems().length,
    });
    if (problem) {
      toast.error(problem);
      return;
    }
    if (form.envioProblem) {
      toast.error(form.envioProblem);
      document.getElementById(BARRIO_FIELD_ID)?.focus();
      return;
    }
    // MARKET §12: the server's own rule, said under the field before anything is sent.
    const receptor = receptorDe(
      form.factura?.documento,
      form.factura?.condicionIva,
      cartTotalCents(cartItems()),
    );
    setFacturaError(receptor.ok ? null : receptor.message);
    if (!receptor.ok) {
      facturaProblem(receptor.message);
      toast.error(receptor.message);
      return;
    }
    busy.current = true;
    setState({ status: 'sending' });
    setNotes({});
    try {
      const notices = await refresh();
      if (notices.length > 0) {
        setNotes(Object.fromEntries(notices.map((n) => [n.id, n.message])));
        toast.error(
          notices.length === 1 && notices[0]
            ? notices[0].message
            : 'Actualizamos tu canasta: revisá los cambios antes de confirmar',
        );
        setState({ status: 'idle' });
        return;
      }
      if (cartItems().length === 0) {
        toast.error(MSG.canastaVacia);
        setState({ status: 'idle' });
        return;
      }
      await send();
    } finally {
      busy.current = false;
    }
  }

  return { state, notes, confirm, facturaError };
}
