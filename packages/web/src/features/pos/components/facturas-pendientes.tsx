import { FACTURA_MSG } from '@feria/domain/messages/factura';
import { useGetFacturasPendientesQuery } from '../factura-api.ts';

/** Control (MARKET §12): "Facturas pendientes: {n}" while ARCA owes some; nothing otherwise. */
export function FacturasPendientes() {
  const { data } = useGetFacturasPendientesQuery(undefined, { pollingInterval: 30_000 });
  const n = data?.pendientes ?? 0;
  if (n <= 0) return null;
  return (
    <p
      role="status"
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
    >
      {FACTURA_MSG.pendientes(n)}
    </p>
  );
}
