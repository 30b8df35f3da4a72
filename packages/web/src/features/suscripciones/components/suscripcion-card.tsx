import { weekdayLongDate } from '@feria/domain/rules/ferias';
import { PAYMENT_LABELS } from '@feria/domain/rules/payment';
import type { Suscripcion } from '@feria/domain/schemas/suscripcion';
import { useState } from 'react';
import {
  useSaltearMutation,
  useSuscripcionActionMutation,
  useUpdateSuscripcionMutation,
} from '../../../api/suscripciones.ts';
import { BolsonContenido } from '../../../components/bolson-contenido.tsx';
import { Link } from '../../../components/link.tsx';
import { SubscribeForm } from '../../../components/subscribe-form.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { dangerTextButton, primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

const FRECUENCIA = { semanal: 'Cada semana', quincenal: 'Cada dos semanas' } as const;
const ESTADO = { activa: 'Activa', pausada: 'Pausada', cancelada: 'Cancelada' } as const;

/** "Próximo bolsón: sábado 5 de diciembre en Plaza Pueyrredón" and that order's state. */
function Proxima({ s }: { s: Suscripcion }) {
  const p = s.proxima;
  if (!p) return null;
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm text-stone-800">
      <p className="font-semibold">
        Próximo bolsón: {weekdayLongDate(p.fecha)} en {p.lugar}
      </p>
      {p.salteada ? (
        <p>Salteaste esta feria.</p>
      ) : p.pedidoId ? (
        <p>
          <Link to={`/pedido/${p.pedidoId}`} className="font-medium text-brand-700 underline">
            Pedido N° {p.pedidoId}
          </Link>
          : {s.pedidoEstado ?? 'Pendiente'}
        </p>
      ) : p.sinStock ? (
        <p>Esta semana no alcanzaron los bolsones.</p>
      ) : (
        <p>Armamos tu pedido antes del cierre.</p>
      )}
    </div>
  );
}

export function SuscripcionCard({ s }: { s: Suscripcion }) {
  const [saltear, skipping] = useSaltearMutation();
  const [act, acting] = useSuscripcionActionMutation();
  const [update, updating] = useUpdateSuscripcionMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const busy = skipping.isLoading || acting.isLoading;
  const run = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const lugar = s.envio === 'Retiro' ? `Retiro en ${s.lugar}` : `Envío a ${s.direccion}`;
  const live = s.estado !== 'cancelada';

  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div>
        <h2 className="text-lg font-bold text-stone-900">
          {s.cantidad} × {s.nombre}
        </h2>
        <p className="text-sm text-stone-600">
          {FRECUENCIA[s.frecuencia]} · {lugar} · {PAYMENT_LABELS[s.formaPago]} ·{' '}
          <span className="font-semibold">{ESTADO[s.estado]}</span>
        </p>
      </div>
      <BolsonContenido contenido={s.contenido} />
      <Proxima s={s} />
      {live && (
        <div className="flex flex-wrap gap-2">
          {s.proxima && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() =>
                run(
                  saltear({
                    id: s.id,
                    feriaId: s.proxima!.feriaId,
                    saltear: !s.proxima!.salteada,
                  }).unwrap(),
                )
              }
            >
              {s.proxima.salteada ? 'No saltear' : 'Saltear esta feria'}
            </button>
          )}
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() =>
              run(
                act({ id: s.id, action: s.estado === 'pausada' ? 'reanudar' : 'pausar' }).unwrap(),
              )
            }
          >
            {s.estado === 'pausada' ? 'Reanudar' : 'Pausar'}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
            Cambiar
          </button>
          <button type="button" className={dangerTextButton} onClick={() => setConfirming(true)}>
            Cancelar suscripción
          </button>
        </div>
      )}
      {editing && (
        <Modal
          title={`Cambiar ${s.nombre}`}
          onClose={() => setEditing(false)}
          busy={updating.isLoading}
        >
          <SubscribeForm
            initial={s}
            submitLabel="Guardar cambios"
            busy={updating.isLoading}
            onSubmit={async (values) => {
              await update({ id: s.id, body: values }).unwrap();
              setEditing(false);
            }}
          />
        </Modal>
      )}
      {confirming && (
        <ConfirmDialog
          title="¿Cancelar la suscripción?"
          confirmLabel="Cancelar suscripción"
          danger
          busy={acting.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            run(act({ id: s.id, action: 'cancelar' }).unwrap()).then(() => setConfirming(false))
          }
        >
          No te armamos más bolsones de {s.nombre}. Un pedido ya armado para una feria que no cerró
          se anula.
        </ConfirmDialog>
      )}
    </li>
  );
}
