import { missingClienteFields } from '@feria/domain/rules/checkout';
import { formatMoney } from '@feria/domain/rules/money';
import {
  DELIVERY_LABELS,
  DELIVERY_METHODS,
  type DeliveryMethod,
  PAYMENT_LABELS,
  WEB_PAYMENT_METHODS,
  type WebPaymentMethod,
} from '@feria/domain/rules/payment';
import type { Cliente } from '@feria/domain/schemas/api-types';
import { type ReactNode, useId, useState } from 'react';
import { useShopConfig } from '../../../api/shop-config.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { CustomerFields } from './customer-fields.tsx';
import { TransferDialog } from './transfer-dialog.tsx';

const PAYMENTS = WEB_PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_LABELS[value] }));
const DELIVERIES = DELIVERY_METHODS.map((value) => ({ value, label: DELIVERY_LABELS[value] }));

type Props = {
  cliente: Cliente;
  onField: (field: keyof Cliente, value: string) => void;
  formaPago: WebPaymentMethod | '';
  onFormaPago: (value: WebPaymentMethod) => void;
  envio: DeliveryMethod | '';
  onEnvio: (value: DeliveryMethod) => void;
  totalCents: number;
  sending: boolean;
  locked: boolean;
  onConfirm: () => void;
  /** The "Feria" choice (MARKET §1), under the delivery choice (which comes first). */
  feria?: ReactNode;
  /** MARKET §12: "CUIT o DNI para la factura", under the customer's fields, when ARCA is on. */
  factura?: ReactNode;
  /** MARKET §14: the barrio choice of an order with Envío while zones are on. */
  barrio?: ReactNode;
  /** MARKET §13.3: the WhatsApp notices box, under the customer's celular. */
  whatsapp?: ReactNode;
  /** MARKET §14: the zone's fee, part of the total ("Envío {zona}"). */
  envioFee?: { zona: string; cents: number } | null;
};

/** The summary panel (SPEC §2): customer fields, payment, delivery, total, "Confirmar pedido". */
export function OrderSummary(props: Props) {
  const titleId = useId();
  const [transferOpen, setTransferOpen] = useState(false);
  const [missing, setMissing] = useState<(keyof Cliente)[]>([]);
  const { formaPago, locked } = props;
  // MARKET §7: Mercado Pago only when the server has it set up.
  const config = useShopConfig().data;
  const mercadoPago = config?.mercadoPago === true;
  const payments = PAYMENTS.filter((p) => p.value !== 'mercadopago' || mercadoPago);
  return (
    <section
      aria-labelledby={titleId}
      className="self-start rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 lg:sticky lg:top-20"
    >
      <h2 id={titleId} className="text-lg font-bold text-brand-800">
        Resumen del pedido
      </h2>
      <form
        noValidate
        className="mt-3 flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          // "Hay campos sin completar" points at them: each says so, and the first gets the focus.
          const blank = missingClienteFields(props.cliente, props.envio);
          setMissing(blank);
          if (blank[0]) document.getElementById(`cliente-${blank[0]}`)?.focus();
          props.onConfirm();
        }}
      >
        <ChoiceGroup
          legend="Envío"
          name="envio"
          options={DELIVERIES}
          value={props.envio}
          disabled={locked}
          onChange={props.onEnvio}
        />
        {props.feria}
        {props.barrio}
        <CustomerFields
          cliente={props.cliente}
          onChange={(field, value) => {
            props.onField(field, value);
            if (value.trim() !== '') setMissing((m) => m.filter((f) => f !== field));
          }}
          disabled={locked}
          envio={props.envio}
          missing={missing}
        />
        {props.whatsapp}
        {props.factura}
        <ChoiceGroup
          legend="Forma de pago"
          name="formaPago"
          options={payments}
          value={formaPago}
          disabled={locked}
          onChange={props.onFormaPago}
        />
        {/* Issue 62 item 6: the alias right under the choice, nothing covering the form; the
            order page keeps the full data, and the dialog opens only when asked for. */}
        {formaPago === 'transferencia' && (
          <div className="-mt-3 flex flex-col gap-1 rounded-lg bg-brand-50 px-3 py-2 text-sm">
            <p>
              <span className="text-stone-600">Alias:</span>{' '}
              <span className="font-mono font-semibold break-all select-all">
                {config?.transferAlias ?? '…'}
              </span>
            </p>
            <button
              type="button"
              onClick={() => setTransferOpen(true)}
              className="min-h-11 self-start font-semibold text-brand-700 underline underline-offset-2"
            >
              Ver datos para la transferencia
            </button>
          </div>
        )}
        {props.envioFee && (
          <div className="-mb-3 flex items-center justify-between border-t border-stone-200 pt-4">
            <span>Envío {props.envioFee.zona}</span>
            <span>{formatMoney(props.envioFee.cents)}</span>
          </div>
        )}
        <div className="flex items-center justify-between border-t border-stone-200 pt-4">
          <span className="text-lg font-semibold">Total</span>
          <span data-testid="order-total" className="text-2xl font-bold text-brand-700">
            {formatMoney(props.totalCents + (props.envioFee?.cents ?? 0))}
          </span>
        </div>
        <button
          type="submit"
          disabled={props.sending || locked}
          className="min-h-12 w-full rounded-lg bg-brand-700 px-4 text-lg font-semibold text-white hover:bg-brand-800 disabled:bg-stone-400"
        >
          {props.sending ? 'Enviando pedido…' : 'Confirmar pedido'}
        </button>
      </form>
      {transferOpen && <TransferDialog onClose={() => setTransferOpen(false)} />}
    </section>
  );
}
