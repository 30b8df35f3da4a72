import { useState } from 'react';
import { useCancelPedidoMutation } from '../../../api/pedido.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { dangerButton, dangerTextButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

type Props = { id: number; t: string | null };

/** MARKET §10 "Cancelar pedido", after a confirmation: the order is Anulado, the stock goes back. */
export function CancelOrder({ id, t }: Props) {
  const [asking, setAsking] = useState(false);
  const [cancel, { isLoading }] = useCancelPedidoMutation();

  async function confirm() {
    try {
      await cancel({ id, t }).unwrap();
      toast.success(`Cancelaste tu pedido N° ${id}`);
      setAsking(false);
    } catch (error) {
      toast.error(errorMessage(error));
      setAsking(false);
    }
  }

  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={dangerTextButton}>
        Cancelar pedido
      </button>
      {asking && (
        <Modal
          title={`¿Cancelar el pedido N° ${id}?`}
          onClose={() => setAsking(false)}
          busy={isLoading}
        >
          <p className="text-stone-700">
            El pedido queda anulado: no tenés que retirarlo ni pagarlo, y sus productos vuelven a la
            tienda. No se puede deshacer.
          </p>
          {/* Not "Cancelar" for going back: beside "Cancelar pedido" it would say the opposite. */}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              data-autofocus
              onClick={() => setAsking(false)}
              disabled={isLoading}
              className={secondaryButton}
            >
              No, seguir con el pedido
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={isLoading}
              className={dangerButton}
            >
              {isLoading ? 'Cancelando…' : 'Sí, cancelar pedido'}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
