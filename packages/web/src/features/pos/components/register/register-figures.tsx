import { formatMoney, formatSignedMoney, toCents } from '@feria/domain/rules/money';
import { PAYMENT_LABELS, PAYMENT_METHODS } from '@feria/domain/rules/payment';
import type { CajaSesion, PorMedio } from '@feria/domain/rules/register';
import { pesos } from '@feria/views/format.ts';

/** "Diferencia": red when the box is short, green when over; the sign is always written. */
export function DifferenceLine({ cents }: { cents: number }) {
  const tone = cents < 0 ? 'text-red-700' : cents > 0 ? 'text-brand-700' : 'text-stone-800';
  const label = cents < 0 ? 'falta' : cents > 0 ? 'sobra' : 'justo';
  return (
    <div className={`flex justify-between gap-3 text-lg font-bold ${tone}`}>
      <dt>Diferencia</dt>
      <dd className="tabular-nums">
        {formatSignedMoney(cents)} <span className="text-sm font-medium">({label})</span>
      </dd>
    </div>
  );
}

/** The session's takings per payment method (cash net of annulments). */
export function MethodTotals({ porMedio }: { porMedio: PorMedio }) {
  return (
    <section aria-label="Ventas por medio de pago">
      <h3 className="text-sm font-semibold text-stone-700">Ventas por medio de pago</h3>
      <dl className="mt-1 divide-y divide-stone-100 rounded-lg bg-stone-50 px-3 text-sm">
        {PAYMENT_METHODS.map((m) => (
          <div key={m} className="flex justify-between gap-3 py-1.5">
            <dt>{PAYMENT_LABELS[m]}</dt>
            <dd className="tabular-nums">{pesos(porMedio[m])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * How the expected cash is made, line by line, so the figures add up on screen: the initial
 * amount, the cash sales (net of annulments), the web orders paid in cash at the stall, each "Movimiento" (Ingreso +, Gasto −), and the
 * expected total. Amounts out of the box are written negative, like everywhere else.
 */
export function ExpectedBreakdown({ caja }: { caja: CajaSesion }) {
  const movimientos = caja.movimientos ?? [];
  // MARKET §7b: web orders' cash taken at the stall, its own line (porMedio.efectivo holds both).
  const pedidos = toCents(caja.pedidosCobrados ?? 0);
  return (
    <section aria-label="Cómo se llega al esperado">
      <dl className="divide-y divide-stone-100 rounded-lg bg-stone-50 px-3 text-sm">
        <Row label="Monto inicial" cents={toCents(caja.montoInicial)} />
        <Row label="Ventas en efectivo" cents={toCents(caja.porMedio.efectivo) - pedidos} />
        <Row label="Pedidos cobrados en el puesto" cents={pedidos} />
        {movimientos.map((m) => (
          <Row
            key={m.id}
            label={`${m.tipo} · ${m.descripcion}`}
            cents={m.tipo === 'Gasto' ? -toCents(m.monto) : toCents(m.monto)}
          />
        ))}
        <div className="flex justify-between gap-3 py-2 text-base font-bold text-brand-800">
          <dt>Esperado en efectivo</dt>
          <dd className="tabular-nums">{pesos(caja.esperado)}</dd>
        </div>
      </dl>
      {movimientos.length === 0 && (
        <p className="mt-1 text-xs text-stone-700">Sin movimientos en esta caja.</p>
      )}
    </section>
  );
}

function Row({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between gap-3 py-1.5">
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0 tabular-nums">{formatMoney(cents)}</dd>
    </div>
  );
}
