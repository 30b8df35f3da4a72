import { useMemo } from 'react';
import { encode } from 'uqr';

type Props = { data: string; label: string; className?: string };

/** A QR code drawn as one SVG path (crisp at any size), dark on white with its quiet zone. */
export function QrCode({ data, label, className }: Props) {
  const { size, path } = useMemo(() => {
    // Medium error correction: still read on a scratched or reflective phone screen.
    const qr = encode(data, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { size: qr.size, path: d };
  }, [data]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
