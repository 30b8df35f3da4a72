import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { formatMoney, toCents } from '@feria/domain/rules/money';
import type { Propuesta } from '@feria/domain/rules/portal';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage, fieldErrors } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useAcceptProposalMutation,
  useGetPendingProposalsQuery,
  useRejectProposalMutation,
} from '../proposals-api.ts';
import { ProposalItem } from './proposal-item.tsx';

/** The 400s that belong under the Motivo field; any other refusal is the dialog's. */
const MOTIVO_MESSAGES: string[] = [PORTAL_MSG.motivoRequerido, PORTAL_MSG.motivoLargo];

/** The header's "Precios propuestos ({n})": the pending count once it is known. */
export function ProposalsButton({ onOpen }: { onOpen: () => void }) {
  const { data } = useGetPendingProposalsQuery();
  return (
    <button type="button" onClick={onOpen} className={secondaryButton}>
      {data ? `Precios propuestos (${data.length})` : 'Precios propuestos'}
    </button>
  );
}

/** Productos → "Precios propuestos" (MARKET §15): accept or reject each pending proposal. */
export function ProposalsDialog({ onClose }: { onClose: () => void }) {
  const proposals = useGetPendingProposalsQuery();
  const [accept, accepting] = useAcceptProposalMutation();
  const [reject, rejecting] = useRejectProposalMutation();
  const [problem, setProblem] = useState('');
  const busy = accepting.isLoading || rejecting.isLoading;

  async function onAccept(p: Propuesta) {
    setProblem('');
    try {
      await accept(p.id).unwrap();
      toast.success(`Nuevo precio de ${p.producto}: ${formatMoney(toCents(p.precio))}`);
    } catch (err) {
      setProblem(errorMessage(err));
    }
  }

  async function onReject(p: Propuesta, motivo: string): Promise<string | null> {
    setProblem('');
    try {
      await reject({ id: p.id, motivo }).unwrap();
      toast.success(`Propuesta de ${p.producto} rechazada`);
      return null;
    } catch (err) {
      const message = fieldErrors(err).motivo ?? errorMessage(err);
      if (MOTIVO_MESSAGES.includes(message)) return message;
      setProblem(message);
      return null;
    }
  }

  const list = proposals.data ?? [];
  return (
    <Modal title="Precios propuestos" onClose={onClose} busy={busy} width="max-w-xl">
      {problem && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      {proposals.isError ? (
        <LoadError message={errorMessage(proposals.error)} onRetry={() => proposals.refetch()} />
      ) : proposals.isLoading ? (
        <p role="status" className="py-6 text-center text-stone-600">
          Cargando propuestas…
        </p>
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-stone-600">No hay precios propuestos pendientes</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Propuestas pendientes">
          {list.map((p) => (
            <ProposalItem
              key={p.id}
              propuesta={p}
              busy={busy}
              onAccept={() => void onAccept(p)}
              onReject={(motivo) => onReject(p, motivo)}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
