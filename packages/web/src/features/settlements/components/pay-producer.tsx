import { shopDateParts } from '@feria/domain/rules/dates';
import type { Liquidacion } from '@feria/domain/schemas/producer';
import type { ProducerPaymentBody } from '@feria/domain/schemas/producer-payment';
import { pesos } from '@feria/views/format.ts';
import { useState } from 'react';
import { usePayProducerMutation } from '../../../api/producers.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { primaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

/** "28/11": the day of a payment, in Buenos Aires. */
function paidOn(iso: string): string {
  const [, mes, dia] = shopDateParts(new Date(iso)).dia.split('-');
  return `${dia}/${mes}`;
}

/** "Ya pagado: $ x el dd/mm" for each earlier payment of lines of this period (MARKET §4). */
export function AlreadyPaid({ item }: { item: Liquidacion }) {
  if (item.yaPagado.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm font-medium text-brand-900">
      {item.yaPagado.map((p) => (
        <li key={p.pagoId}>
          Ya pagado: {pesos(p.importe)} el {paidOn(p.fecha)}
        </li>
      ))}
    </ul>
  );
}

/** "Marcar pagado": asks first, then records the payment and its Gasto; the list reloads. */
export function PayProducer({
  item,
  period,
  onPaid,
}: {
  item: Liquidacion;
  period: Omit<ProducerPaymentBody, 'productorId'>;
  onPaid: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [pay, { isLoading }] = usePayProducerMutation();
  if (item.lineas.length === 0) return null;
  const confirm = async () => {
    try {
      const pago = await pay({ productorId: item.productor.id, ...period }).unwrap();
      toast.success(`Pago a ${pago.productor} registrado: ${pesos(pago.aPagar)}`);
      setAsking(false);
      onPaid();
    } catch (error) {
      setAsking(false);
      toast.error(errorMessage(error));
      onPaid();
    }
  };
  return (
    <>
      <button
        type="button"
        className={`${primaryButton} no-print mt-3`}
        onClick={() => setAsking(true)}
      >
        Marcar pagado
      </button>
      {asking && (
        <ConfirmDialog
          title={`Pagar a ${item.productor.nombre}`}
          confirmLabel="Marcar pagado"
          busy={isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        >
          ¿Le pagaste {pesos(item.aPagar)} a {item.productor.nombre}? Queda como Gasto en el Balance
          y estas ventas no se vuelven a liquidar.
        </ConfirmDialog>
      )}
    </>
  );
}
