import { FacturaBox } from '../../../components/factura/factura-box.tsx';
import { useGetSaleFacturaQuery } from '../factura-api.ts';

/**
 * The last sale's ticket (MARKET §12): "Factura en trámite" while ARCA answers (the queue's
 * first try is within 5 s), then the Factura C line, ARCA's QR for the customer to scan and
 * "Ver factura" to print. A sale not cobrado yet (a waiting QR) has none until it is.
 */
export function SaleFactura({ saleId }: { saleId: number }) {
  const { data } = useGetSaleFacturaQuery(saleId);
  const waiting = !data?.factura || data.factura.estado === 'pendiente';
  useGetSaleFacturaQuery(saleId, { skip: !waiting, pollingInterval: 2_000 });
  if (!data?.factura) return null;
  return (
    <FacturaBox
      factura={data.factura}
      notaCredito={data.notaCredito}
      verFactura={`/api/pedido/${saleId}/factura`}
      className="rounded-lg bg-white px-3 py-2 ring-1 ring-stone-200"
    />
  );
}
