import type { PedidoView } from '@feria/domain/rules/order-page';
import { canPayOnline } from '@feria/domain/rules/sale-actions';
import { usePagarPedidoMutation } from '../../../api/pedido.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { leaveTo } from '../../../lib/leave-to.ts';
import { toast } from '../../../lib/toast.ts';

/** An order paid by Mercado Pago still waiting for its payment: the domain's rule, the one the
 * server checks too (the order page only exists for web orders). */
export const mercadoPagoPayable = (order: PedidoView): boolean =>
  canPayOnline({
    canal: 'web',
    estado: order.estadoPago,
    cobro: order.cobro.estado,
    formaPago: order.formaPago,
  });

/** MARKET §7: "Pagar con Mercado Pago" asks for the checkout (again, when Mercado Pago did not
 * answer at order time) and sends the customer there. */
export function MercadoPagoBox({ id, t }: { id: number; t: string | null }) {
  const [pagar, { isLoading }] = usePagarPedidoMutation();

  async function pay() {
    try {
      const { pagarEn } = await pagar({ id, t }).unwrap();
      leaveTo(pagarEn);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <section
      aria-labelledby="mercadopago"
      className="rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="mercadopago" className="text-lg font-bold text-brand-800">
        Mercado Pago
      </h2>
      <p className="mt-1 text-stone-700">
        Pagá en Mercado Pago; el pedido queda pagado apenas Mercado Pago nos avisa.
      </p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={isLoading}
        aria-busy={isLoading}
        className="mt-3 inline-flex min-h-12 items-center justify-center rounded-xl bg-sky-700 px-5 text-lg font-bold text-white hover:bg-sky-800 disabled:opacity-60"
      >
        Pagar con Mercado Pago
      </button>
    </section>
  );
}
