import { type FacturaDto, facturaLinea } from '@feria/domain/rules/factura';
import { lazy, Suspense } from 'react';

// The QR library comes with the first invoice shown, not with the page.
const FacturaQr = lazy(() => import('./factura-qr.tsx').then((m) => ({ default: m.FacturaQr })));

type Props = {
  factura: FacturaDto | null | undefined;
  notaCredito?: FacturaDto | null;
  /** The printable invoice (GET /api/pedido/{id}/factura), when the viewer may open it. */
  verFactura?: string | null;
  className?: string;
};

type One = {
  f: FacturaDto;
  titulo: string;
  tramite: string;
  qrLabel: string;
  verFactura?: string | null;
};

function Comprobante({ f, titulo, tramite, qrLabel, verFactura }: One) {
  if (f.estado !== 'emitida' || f.numero === null || !f.cae || !f.caeVence) {
    // A rejected one is the market's to fix (Ventas): the customer sees it still on its way.
    return <p className="text-sm text-stone-700">{tramite}</p>;
  }
  const line = facturaLinea(
    { puntoVenta: f.puntoVenta, numero: f.numero, cae: f.cae, caeVence: f.caeVence },
    titulo,
  );
  return (
    <div className="flex items-center gap-3">
      {f.qr && (
        <Suspense fallback={<div className="h-28 w-28 shrink-0 bg-stone-100" />}>
          <FacturaQr url={f.qr} label={qrLabel} />
        </Suspense>
      )}
      <div className="min-w-0">
        <p className="text-sm break-words text-stone-800">{line}</p>
        {verFactura && (
          <a
            href={verFactura}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            Ver factura
          </a>
        )}
      </div>
    </div>
  );
}

/**
 * MARKET §12: "Factura C N° 00003-00000042 · CAE … · Vto. dd/mm/aaaa" with ARCA's QR and "Ver
 * factura"; "Factura en trámite" until ARCA answers; the Nota de Crédito C likewise.
 */
export function FacturaBox({ factura, notaCredito, verFactura, className = '' }: Props) {
  if (!factura) return null;
  return (
    <section aria-label="Factura" className={`space-y-2 ${className}`}>
      <Comprobante
        f={factura}
        titulo="Factura C"
        tramite="Factura en trámite"
        qrLabel="QR de ARCA de la factura"
        verFactura={verFactura}
      />
      {notaCredito && (
        <Comprobante
          f={notaCredito}
          titulo="Nota de Crédito C"
          tramite="Nota de crédito en trámite"
          qrLabel="QR de ARCA de la nota de crédito"
        />
      )}
    </section>
  );
}
