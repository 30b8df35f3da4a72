import { MSG } from '@feria/domain/messages/shop';
import { checkEnvioZona, zonaDelBarrio } from '@feria/domain/rules/envio-zona';
import { noVieneLine, weekdayLongDate } from '@feria/domain/rules/ferias';
import { toCents } from '@feria/domain/rules/money';
import type { DeliveryMethod, WebPaymentMethod } from '@feria/domain/rules/payment';
import { avisosOptIn } from '@feria/domain/rules/whatsapp-avisos';
import { useEffect, useState } from 'react';
import { listedProduct } from '../../../api/catalog.ts';
import { useZonasPublicas } from '../../../api/envios-publico.ts';
import { useOpenFerias } from '../../../api/ferias.ts';
import { useShopConfig } from '../../../api/shop-config.ts';
import { FacturaFields } from '../../../components/factura/factura-fields.tsx';
import { FeriaChoice } from '../../../components/feria-choice.tsx';
import { Link } from '../../../components/link.tsx';
import { NextFeriaLine } from '../../../components/next-feria-line.tsx';
import { useCartItems } from '../../../core/cart/basket.ts';
import { useCartTotalCents } from '../../../core/cart/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BarrioChoice } from '../components/barrio-choice.tsx';
import { CartLine } from '../components/cart-line.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { useCustomerForm } from '../hooks/use-customer-form.ts';
import { FACTURA_FIELD_ID, usePlaceOrder } from '../hooks/use-place-order.ts';

/** /cart (SPEC §2): "Volver", the basket's lines, and the order summary with its form. */
export function CartPage() {
  usePageTitle('Canasta');
  const items = useCartItems();
  const total = useCartTotalCents();
  const { cliente, setField } = useCustomerForm();
  const [formaPago, setFormaPago] = useState<WebPaymentMethod | ''>('');
  const [envio, setEnvio] = useState<DeliveryMethod | ''>('');
  const open = useOpenFerias();
  const [chosenFeria, setChosenFeria] = useState<number | null>(null);
  const feriaId = open.ferias.some((f) => f.id === chosenFeria)
    ? chosenFeria
    : (open.ferias[0]?.id ?? null);
  const chosen = open.ferias.find((f) => f.id === feriaId);
  const config = useShopConfig().data;
  const facturaOn = config?.factura === true;
  // MARKET §14: while a zone is active, Envío asks for the barrio and carries its zone's fee.
  const porZonas = config?.envioPorZonas === true && envio === 'envio';
  const zonas = useZonasPublicas(porZonas);
  const [barrio, setBarrio] = useState('');
  // MARKET §13.3: the notices box, unticked, while WhatsApp's Tier 2 is on.
  const [avisosWhatsapp, setAvisosWhatsapp] = useState(false);
  const whatsappOn = config?.whatsapp === true;
  const envioCheck = porZonas ? checkEnvioZona(zonas, barrio, total) : null;
  const zona = porZonas ? zonaDelBarrio(zonas, barrio) : null;
  const [documento, setDocumento] = useState('');
  const [condicionIva, setCondicionIva] = useState('');
  const factura = facturaOn ? { documento, condicionIva } : undefined;
  const { state, notes, confirm, facturaError } = usePlaceOrder({
    cliente,
    formaPago,
    envio,
    feriaId,
    factura,
    barrio: porZonas ? barrio : undefined,
    envioProblem: envioCheck && !envioCheck.ok ? envioCheck.message : null,
    avisosWhatsapp: whatsappOn && avisosWhatsapp,
  });
  const sending = state.status === 'sending';
  const done = state.status === 'done';
  // The thank-you note is at the top; on a phone the customer is down at the button.
  useEffect(() => {
    if (done) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [done]);
  // A line that ran out entirely left the basket: its notice is shown above the others.
  const gone = Object.entries(notes).filter(([id]) => !items.some((i) => i.id === Number(id)));

  return (
    <div className="mx-auto max-w-6xl px-4 py-5">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-1 rounded-lg pr-3 font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden>←</span> Volver
      </Link>
      <h1 className="mt-1 text-2xl font-bold text-brand-800">Tu canasta</h1>
      {done && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-800 ring-1 ring-brand-200"
        >
          ¡Gracias! Registramos tu pedido N° {state.saleId}. Te enviamos el detalle por correo.
          {state.feria && (
            <span className="mt-1 block">
              Feria: {weekdayLongDate(state.feria.fecha)} — {state.feria.lugar}
            </span>
          )}
        </p>
      )}
      {!done && <NextFeriaLine className="mt-3" />}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-label="Productos de la canasta" className="min-w-0">
          {gone.length > 0 && (
            <ul
              role="alert"
              className="mb-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200"
            >
              {gone.map(([id, message]) => (
                <li key={id}>{message}</li>
              ))}
            </ul>
          )}
          {items.length === 0 ? (
            <div className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
              <p className="text-lg text-stone-600">{MSG.canastaVaciaPanel}</p>
              {!done && (
                <Link
                  to="/product"
                  className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
                >
                  Ver productos
                </Link>
              )}
            </div>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-xl bg-white px-4 ring-1 ring-stone-200">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  note={
                    notes[item.id] ??
                    // MARKET §15: its producer does not come to the chosen feria.
                    noVieneLine(listedProduct(item.id)?.noVieneA, chosen) ??
                    undefined
                  }
                  disabled={sending}
                />
              ))}
            </ul>
          )}
        </section>
        <OrderSummary
          cliente={cliente}
          onField={setField}
          formaPago={formaPago}
          onFormaPago={setFormaPago}
          envio={envio}
          onEnvio={setEnvio}
          totalCents={total}
          sending={sending}
          locked={done}
          onConfirm={() => void confirm()}
          feria={
            <FeriaChoice value={feriaId} onChange={setChosenFeria} disabled={done || sending} />
          }
          barrio={
            porZonas && (
              <BarrioChoice
                zonas={zonas}
                barrio={barrio}
                onBarrio={setBarrio}
                zona={zona}
                feriaId={feriaId}
                subtotalCents={total}
                disabled={done || sending}
              />
            )
          }
          envioFee={zona ? { zona: zona.nombre, cents: toCents(zona.costo) } : null}
          whatsapp={
            whatsappOn && (
              <label className="flex min-h-11 items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0"
                  checked={avisosWhatsapp}
                  disabled={done || sending}
                  onChange={(e) => setAvisosWhatsapp(e.target.checked)}
                />
                {avisosOptIn(config?.shopName ?? '', cliente.celular)}
              </label>
            )
          }
          factura={
            facturaOn && (
              <FacturaFields
                id={FACTURA_FIELD_ID}
                documento={documento}
                condicionIva={condicionIva}
                onDocumento={setDocumento}
                onCondicionIva={setCondicionIva}
                error={facturaError}
                disabled={done || sending}
              />
            )
          }
        />
      </div>
    </div>
  );
}
