import { weekdayLongDate } from '@feria/domain/rules/ferias';
import { plural } from '@feria/domain/rules/plural';
import type { FeriaCancelled, FeriaListItem } from '@feria/domain/schemas/ferias-api';
import { useState } from 'react';
import { useCancelFeriaMutation } from '../../../api/ferias-admin.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { dangerButton, quietButton } from '../../../components/ui/styles.ts';
import { SelectField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

type Props = {
  feria: FeriaListItem;
  targets: FeriaListItem[];
  onClose: () => void;
  /** Orders were moved: the page opens "Avisar a todos" with their texts ready (MARKET §13.2)
   * and names the Envío orders moved past their zone's cupo (MARKET §14). */
  onMoved: (feriaId: number, excedidos: FeriaCancelled['excedidos']) => void;
};

/** "Cancelar feria": its orders move to the feria chosen here, each customer e-mailed. */
export function CancelFeriaDialog({ feria, targets, onClose, onMoved }: Props) {
  const [cancel, { isLoading }] = useCancelFeriaMutation();
  const [moverA, setMoverA] = useState<number | null>(targets[0]?.id ?? null);
  const [error, setError] = useState('');

  async function confirm() {
    setError('');
    try {
      const result = await cancel({
        id: feria.id,
        moverA: feria.pedidos > 0 ? moverA : null,
      }).unwrap();
      toast.success(
        `Feria cancelada (${plural(result.movidos, 'pedido movido', 'pedidos movidos')})`,
      );
      if (result.movidos > 0) onMoved(feria.id, result.excedidos ?? []);
      else onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Modal title="Cancelar feria" onClose={onClose} busy={isLoading}>
      <p>
        {weekdayLongDate(feria.fecha)} — {feria.lugar}. Tiene {plural(feria.pedidos, 'pedido')}.
      </p>
      {feria.pedidos > 0 && (
        <div className="mt-3">
          <SelectField
            label="Pasar los pedidos a"
            value={moverA ?? ''}
            onChange={(e) => setMoverA(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Elegí una feria</option>
            {targets.map((t) => (
              <option key={t.id} value={t.id}>
                {`${weekdayLongDate(t.fecha)} — ${t.lugar}`}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={quietButton} onClick={onClose}>
          Volver
        </button>
        <button
          type="button"
          className={dangerButton}
          disabled={isLoading}
          onClick={() => void confirm()}
        >
          Cancelar feria
        </button>
      </div>
    </Modal>
  );
}
