import { plural } from '@feria/domain/rules/plural';
import { prepFeriaLine } from '@feria/domain/rules/preparation-text';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useGetPreparationQuery, useMarkAllReadyMutation } from '../../../api/ferias-admin.ts';
import { useSessionUser } from '../../../api/session.ts';
import { Link } from '../../../components/link.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { primaryButton, quietButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AvisarTodosDialog } from '../components/avisar-todos-dialog.tsx';
import { PrepOrders } from '../components/prep-orders.tsx';
import { PrepProducts } from '../components/prep-products.tsx';
import { PrepTakings } from '../components/prep-takings.tsx';
import { RepartoPanel } from '../components/reparto-panel.tsx';
import '../print.css';

/** /dashboard/ferias/{id} "Preparación" (MARKET §1), printable on A4. */
export function PreparationPage() {
  usePageTitle('Preparación');
  const id = Number(useParams().id);
  const { data, isLoading, isError, error, refetch } = useGetPreparationQuery(id);
  const [markAll, { isLoading: marking }] = useMarkAllReadyMutation();
  const [confirming, setConfirming] = useState(false);
  const [avisando, setAvisando] = useState(false);
  const admin = useSessionUser()?.rol === 'admin';
  // Two tabs (MARKET §14): the preparation, and the delivery run of its Envío orders.
  const [params, setParams] = useSearchParams();
  const reparto = params.get('vista') === 'reparto';

  async function confirmAll() {
    try {
      const { actualizados } = await markAll(id).unwrap();
      toast.success(`${plural(actualizados, 'pedido marcado', 'pedidos marcados')} como Listo`);
      setConfirming(false);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  if (isError) {
    return (
      <div className="p-4">
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isLoading || !data)
    return (
      <p aria-busy="true" className="p-4">
        Cargando…
      </p>
    );
  const { feria } = data;
  return (
    <div data-print-page className="mx-auto max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6">
      {/* Ferias is the administration's; a seller comes back to Entregas. */}
      <Link
        data-print-hide
        to={admin ? '/dashboard/ferias' : '/dashboard/entregas'}
        className="font-semibold text-brand-700 hover:underline"
      >
        {admin ? '← Ferias' : '← Entregas'}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-brand-800">Preparación</h1>
        <p className="font-semibold">{prepFeriaLine(feria)}</p>
        {data.noVienen.length > 0 && (
          <p className="mt-1 font-semibold text-amber-800">
            No vienen: {data.noVienen.map((p) => p.nombre).join(', ')}
          </p>
        )}
      </div>
      <div
        data-print-hide
        role="tablist"
        aria-label="Vista"
        className="flex gap-2 border-b border-stone-200"
      >
        {[
          { id: 'preparacion', label: 'Preparación', on: !reparto },
          { id: 'reparto', label: 'Reparto', on: reparto },
        ].map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.on}
            onClick={() =>
              setParams(tab.id === 'reparto' ? { vista: 'reparto' } : {}, { replace: true })
            }
            className={`-mb-px min-h-11 border-b-4 px-3 font-semibold ${tab.on ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {reparto ? (
        <RepartoPanel feriaId={feria.id} />
      ) : (
        <>
          <div data-print-hide className="flex flex-wrap gap-2">
            {/* The document the server writes to print (a feria of 2,000 orders prints in seconds,
            not drawn here first); the browser's own print of this page works too (print.css). */}
            <a
              className={secondaryButton}
              href={`/api/ferias/${id}/preparacion.html?imprimir`}
              target="_blank"
              rel="noopener"
            >
              Imprimir
            </a>
            <a className={secondaryButton} href={`/api/ferias/${id}/preparacion.csv`} download>
              Descargar CSV
            </a>
            <button type="button" className={primaryButton} onClick={() => setConfirming(true)}>
              Marcar todos como Listo
            </button>
            {admin && (
              <button type="button" className={secondaryButton} onClick={() => setAvisando(true)}>
                Avisar a todos
              </button>
            )}
          </div>
          <PrepProducts productos={data.productos} />
          <PrepOrders pedidos={data.pedidos} />
          <PrepTakings caja={data.caja} />
        </>
      )}
      {avisando && <AvisarTodosDialog feriaId={feria.id} onClose={() => setAvisando(false)} />}
      {confirming && (
        <Modal title="Marcar todos como Listo" onClose={() => setConfirming(false)} busy={marking}>
          <p>
            Los pedidos Pendientes y En preparación pasan a Listo y cada cliente recibe un correo.
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={quietButton} onClick={() => setConfirming(false)}>
              Volver
            </button>
            <button
              type="button"
              className={primaryButton}
              disabled={marking}
              onClick={() => void confirmAll()}
            >
              Confirmar
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
