import { formatMoney, toCents } from '@feria/domain/rules/money';
import { PAYMENT_LABELS, PAYMENT_METHODS } from '@feria/domain/rules/payment';
import type { Preparation } from '@feria/domain/schemas/ferias-api';

const money = (fixed: string) => formatMoney(toCents(Number(fixed)));

/** The day's takings: web orders and stall sales of the feria, per payment method. */
export function PrepTakings({ caja }: { caja: Preparation['caja'] }) {
  const rows: [string, string][] = [
    ...PAYMENT_METHODS.map((m): [string, string] => [PAYMENT_LABELS[m], caja.porMedio[m]]),
    ['Pedidos web', caja.web],
    ['Ventas en el puesto', caja.puesto],
  ];
  return (
    <section
      aria-labelledby="caja-dia"
      className="prep-block rounded-xl bg-white p-3 ring-1 ring-stone-200"
    >
      <h2 id="caja-dia" className="text-lg font-bold text-brand-800">
        Recaudación del día
      </h2>
      <table className="mt-1 w-full max-w-md text-sm">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-stone-200">
              <th scope="row" className="py-1 text-left font-normal">
                {label}
              </th>
              <td className="py-1 text-right">{money(value)}</td>
            </tr>
          ))}
          <tr className="border-t-2 border-stone-400">
            <th scope="row" className="py-1 text-left">
              Total
            </th>
            <td className="py-1 text-right font-bold">{money(caja.total)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
