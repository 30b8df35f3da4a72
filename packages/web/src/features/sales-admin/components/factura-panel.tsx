import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { useSessionUser } from '../../../api/session.ts';
import { FacturaBox } from '../../../components/factura/factura-box.tsx';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useGetSaleQuery, useRetryFacturaMutation } from '../api.ts';

/**
 * MARKET §12: the sale's Factura C — in trámite, emitida (with its QR and "Ver factura"), or
 * rechazada with ARCA's own words and "Reintentar" (admin).
 */
export function FacturaPanel({ sale }: { sale: SaleDetail }) {
  const isAdmin = useSessionUser()?.rol === 'admin';
  const [retry, { isLoading }] = useRetryFacturaMutation();
  const { factura, notaCredito } = sale;
  // While ARCA has not answered, the dialog looks again by itself.
  const tramite = factura?.estado === 'pendiente' || notaCredito?.estado === 'pendiente';
  useGetSaleQuery(sale.id, { skip: !tramite, pollingInterval: 3_000 });
  if (!factura) return null;

  async function reintentar() {
    try {
      await retry(sale.id).unwrap();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <section aria-label="Factura electrónica" className="space-y-2">
      <h3 className="font-bold text-brand-800">Factura</h3>
      {factura.estado === 'rechazada' ? (
        <div className="space-y-2 rounded-lg bg-red-50 p-3 text-sm ring-1 ring-red-200">
          <p className="font-semibold text-red-800">Factura rechazada por ARCA</p>
          {factura.observaciones && (
            <p className="break-words whitespace-pre-line text-red-900">{factura.observaciones}</p>
          )}
          {isAdmin && (
            <button
              type="button"
              disabled={isLoading}
              onClick={() => void reintentar()}
              className={secondaryButton}
            >
              Reintentar
            </button>
          )}
        </div>
      ) : (
        <FacturaBox
          factura={factura}
          notaCredito={notaCredito}
          verFactura={`/api/pedido/${sale.id}/factura`}
        />
      )}
    </section>
  );
}
