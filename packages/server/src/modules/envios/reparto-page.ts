// The reparto's printed list (MARKET §14 "Print"): one A4 page in Preparación's print style —
// "Reparto {día dd/mm} — {lugar}", the origin, the distance, and per stop in order: N°, cliente,
// dirección, barrio, celular, what to collect, and an empty box for the result.
import { weekdayDayMonth } from '@feria/domain/rules/ferias';
import { formatMoney, toCents } from '@feria/domain/rules/money';
import type { Parada, Reparto } from '@feria/domain/schemas/envios-api';
import { html, SafeHtml } from '../../shared/html.ts';
import { PRINT_STYLE } from '../ferias/print-style.ts';

const REPARTO_STYLE = `@page{size:A4;margin:12mm}
table.r{width:100%;table-layout:auto;border-collapse:collapse;font-size:10pt}
table.r th,table.r td{border-bottom:1px solid #999;padding:3px 4px;text-align:left;vertical-align:top}
table.r th:first-child,table.r td:first-child{width:7mm}.nw{white-space:nowrap}
td.box{width:22mm}td.box span{display:inline-block;width:18mm;height:8mm;border:1px solid #000}`;

const cobrar = (p: Parada) =>
  p.aCobrar > 0 ? `A cobrar: ${formatMoney(toCents(p.aCobrar))}` : 'Pagado';

export function repartoPage(r: Reparto): string {
  const title = `Reparto ${weekdayDayMonth(r.feria.fecha)} — ${r.feria.lugar}`;
  const origen = r.origen
    ? (r.origen.direccion ?? `${r.origen.lat}, ${r.origen.lon}`)
    : 'Sin punto de partida';
  const distancia =
    r.distanciaKm === null ? '' : ` · ${String(r.distanciaKm).replace('.', ',')} km`;
  const page = html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(PRINT_STYLE)}${new SafeHtml(REPARTO_STYLE)}</style>
<script src="/imprimir.js" defer></script>
</head>
<body>
<nav><a href="/dashboard/ferias/${r.feria.id}">← Preparación</a> <button type="button" data-imprimir hidden>Imprimir</button></nav>
<main>
<h1>${title}</h1>
<p class="feria">Salida: ${origen}${distancia}</p>
${
  r.paradas.length === 0
    ? html`<p>No hay pedidos con envío.</p>`
    : html`<table class="r"><thead><tr><th>N°</th><th>Cliente</th><th>Dirección</th><th>Barrio</th><th>Celular</th><th>Cobro</th><th>Resultado</th></tr></thead><tbody>${r.paradas.map(
        (p) =>
          html`<tr><td>${p.orden}</td><td>${p.cliente}<br><small>Pedido N° ${p.saleId}</small></td><td>${p.direccion}</td><td>${p.barrio}</td><td class="nw">${p.celular}</td><td class="nw">${cobrar(p)}</td><td class="box"><span></span></td></tr>`,
      )}</tbody></table>`
}
</main>
</body>
</html>
`;
  return page.value;
}
