import { PRICE_MSG } from '@feria/domain/messages/prices';
import { quietButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUndoAdjustmentMutation } from '../prices-api.ts';

type Props = { ajusteId: number; count: number; onClose: () => void };

/** The notice after an adjustment, with "Deshacer" (MARKET.md §5); stays until closed. */
export function UndoBar({ ajusteId, count, onClose }: Props) {
  const [undo, { isLoading }] = useUndoAdjustmentMutation();

  async function onUndo() {
    try {
      const answer = await undo(ajusteId).unwrap();
      toast.success(PRICE_MSG.preciosRestaurados(answer.restaurados));
      if (answer.omitidos.length > 0) {
        toast.info(
          PRICE_MSG.preciosOmitidos(answer.omitidos.map((o) => o.nombre).join(', ')),
          8000,
        );
      }
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
      onClose();
    }
  }

  return (
    <div className="fixed inset-x-0 bottom-3 z-40 flex justify-center px-3">
      <div
        role="status"
        className="flex w-full max-w-md flex-wrap items-center gap-2 rounded-lg border-l-4 border-brand-500 bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 shadow-lg"
      >
        <span className="grow">{PRICE_MSG.preciosActualizados(count)}</span>
        <button
          type="button"
          onClick={() => void onUndo()}
          disabled={isLoading}
          className={secondaryButton}
        >
          Deshacer
        </button>
        <button type="button" onClick={onClose} disabled={isLoading} className={quietButton}>
          Cerrar
        </button>
      </div>
    </div>
  );
}
