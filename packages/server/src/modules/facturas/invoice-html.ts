// The printable Factura C (MARKET §12): what ARCA requires on paper, every value escaped, the QR
// drawn as an inline SVG and linked to ARCA's URL.
import { shopDateParts } from '@feria/domain/rules/dates';
import { escapeHtml as e } from '@feria/domain/rules/escape-html';
import { CONSUMIDOR_FINAL, numeroFactura } from '@feria/domain/rules/factura';
import { formatMoney } from '@feria/domain/rules/money';
import { renderSVG } from 'uqr';
import type { facturas, saleLines } from '../../db/schema.ts';

type Factura = typeof facturas.$inferSelect;
type Line = typeof saleLines.$inferSelect;

const ddmmaaaa = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const pesos = formatMoney;

function qrSvg(url: string): string {
  // The same library as the web's QR (uqr), medium error correction, a quiet zone of 4.
  return renderSVG(url, { ecc: 'M', border: 4, pixelSize: 3 });
}

const receptor = (f: Factura) =>
  f.docTipo === CONSUMIDOR_FINAL.docTipo
    ? 'Consumidor Final'
    : `${f.docTipo === 80 ? 'CUIT' : 'DNI'} ${f.docNro}`;

export function invoiceHtml(o: {
  shopName: string;
  cuit: string;
  factura: Factura;
  notaCredito: Factura | null;
  lines: readonly Line[];
}): string {
  const block = (f: Factura, titulo: string) => {
    const qr = f.qr ?? '';
    return (
      `<section><h1>${titulo} N° ${e(numeroFactura(f.puntoVenta, f.numero ?? 0))}</h1>` +
      `<p>${e(o.shopName)} · CUIT ${e(o.cuit)} · Responsable Monotributo</p>` +
      `<p>Punto de venta ${f.puntoVenta} · Fecha ${e(ddmmaaaa(f.cbteFch))} · ${e(receptor(f))}</p>` +
      `<p><strong>Total ${e(pesos(f.totalCents))}</strong></p>` +
      `<p>CAE ${e(f.cae ?? '')} · Vto. ${e(ddmmaaaa(f.caeVence))}</p>` +
      (qr ? `<a href="${e(qr)}" aria-label="Código QR de ARCA">${qrSvg(qr)}</a>` : '') +
      '</section>'
    );
  };
  const rows = o.lines
    .map(
      (l) =>
        `<tr><td>${e(l.nombre)}${l.marca ? ` (${e(l.marca)})` : ''}</td>` +
        `<td>${l.unidad === 'kg' ? `${l.cantidad} g` : l.cantidad}</td>` +
        `<td>${e(pesos(l.subtotalCents))}</td></tr>`,
    )
    .join('');
  const emitida = o.factura.emitidaEn ? shopDateParts(o.factura.emitidaEn).fecha : '';
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    `<title>Factura C ${e(numeroFactura(o.factura.puntoVenta, o.factura.numero ?? 0))}</title>` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<style>body{font-family:sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem}' +
    'table{width:100%;border-collapse:collapse}td{border-bottom:1px solid #ccc;padding:.25rem}' +
    'svg{width:9rem;height:9rem}@media print{a{color:inherit}}</style></head><body>' +
    block(o.factura, 'Factura C') +
    `<table><thead><tr><th>Producto</th><th>Cantidad</th><th>Importe</th></tr></thead><tbody>${rows}</tbody></table>` +
    (emitida ? `<p>Emitida el ${e(emitida)}</p>` : '') +
    (o.notaCredito?.estado === 'emitida' ? block(o.notaCredito, 'Nota de Crédito C') : '') +
    '</body></html>'
  );
}
