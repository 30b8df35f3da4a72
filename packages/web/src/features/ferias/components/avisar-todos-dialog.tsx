// MARKET §13.2 "Avisar a todos" (admin, from Ferias and Preparación): one text for every web
// order of the feria; each order's WhatsApp link opens in a new tab and is ticked once tapped. The
// server writes each text and link (GET /api/ferias/{id}/avisos?texto=). For a cancelled feria
// (opened right after "Cancelar feria") the orders moved out of it come at once, each with the
// ready text of where it went; a text of one's own is optional.
import { WA_MSG } from '@feria/domain/messages/whatsapp';
import { useEffect, useState } from 'react';
import { useLazyGetFeriaAvisosQuery } from '../../../api/whatsapp.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  errorClass,
  inputClass,
  labelClass,
  primaryButton,
} from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';

const MAX = 500;

type Props = {
  feriaId: number;
  /** A cancelled feria: its moved orders, with their ready texts, without asking for one. */
  cancelada?: boolean;
  onClose: () => void;
};

export function AvisarTodosDialog({ feriaId, cancelada = false, onClose }: Props) {
  const [texto, setTexto] = useState('');
  const [fetchAvisos, { data, error, isFetching }] = useLazyGetFeriaAvisosQuery();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const prepare = () => {
    setOpened(new Set());
    void fetchAvisos({ id: feriaId, texto });
  };
  useEffect(() => {
    if (cancelada) void fetchAvisos({ id: feriaId, texto: '' });
  }, [cancelada, feriaId, fetchAvisos]);
  return (
    <Modal title="Avisar a todos" onClose={onClose} width="max-w-xl">
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          prepare();
        }}
      >
        {cancelada && (
          <p className="text-sm text-stone-700">
            Cada pedido pasado a otra feria tiene su aviso listo: dónde y cuándo lo retira. Si
            preferís, escribí otro texto para todos.
          </p>
        )}
        <label className={labelClass}>
          Aviso para todos los pedidos de esta feria
          <textarea
            data-autofocus
            className={`${inputClass} min-h-24`}
            value={texto}
            maxLength={MAX}
            onChange={(e) => setTexto(e.target.value)}
          />
        </label>
        <p className="text-xs text-stone-500">
          {texto.length} de {MAX} caracteres
        </p>
        {error && (
          <p role="alert" className={errorClass}>
            {errorMessage(error)}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={isFetching}>
          Preparar avisos
        </button>
      </form>
      {data && !error && (
        <ul aria-label="Avisos por pedido" className="mt-4 divide-y divide-stone-200">
          {data.avisos.length === 0 && (
            <li className="py-2">
              {cancelada
                ? 'No hay pedidos web pasados a otra feria.'
                : 'No hay pedidos web en esta feria.'}
            </li>
          )}
          {data.avisos.map((a) => (
            <li key={a.pedidoId} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  #{a.pedidoId} {a.cliente}
                </span>
                <span className="block text-sm text-stone-600">{a.celular}</span>
                {cancelada && (
                  <span className="mt-1 block whitespace-pre-line text-sm text-stone-700 [overflow-wrap:anywhere]">
                    {a.texto}
                  </span>
                )}
              </span>
              {a.url ? (
                <a
                  href={a.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpened((s) => new Set(s).add(a.pedidoId))}
                  className="inline-flex min-h-11 items-center rounded-lg bg-green-700 px-3 font-semibold text-white"
                  aria-label={`${WA_MSG.avisar}: pedido #${a.pedidoId}`}
                >
                  {opened.has(a.pedidoId) ? '✓ Abierto' : 'WhatsApp'}
                </a>
              ) : (
                <span className="text-sm font-semibold text-stone-600">
                  Sin celular para WhatsApp
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
