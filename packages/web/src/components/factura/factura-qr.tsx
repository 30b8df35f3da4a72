import { QrCode } from '../qr-code.tsx';

/** ARCA's QR (RG 4892), linked to the URL it carries; loaded only where an invoice is shown. */
export function FacturaQr({ url, label }: { url: string; label: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block w-28 shrink-0">
      <QrCode data={url} label={label} className="h-28 w-28" />
    </a>
  );
}
