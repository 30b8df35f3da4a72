import { formatFixedMoney } from '@feria/domain/rules/money';
import { takingsRows } from '@feria/domain/rules/preparation-text';
import type { Preparation } from '@feria/domain/schemas/ferias-api';

/** The day's takings: web orders and stall sales of the feria, per payment method. */
export function PrepTakings({ caja }: { caja: Preparation['caja'] }) {
  const rows = takingsRows(caja);
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
              <td className="py-1 text-right">{formatFixedMoney(value)}</td>
            </tr>
          ))}
          <tr className="border-t-2 border-stone-400">
            <th scope="row" className="py-1 text-left">
              Total
            </th>
            <td className="py-1 text-right font-bold">{formatFixedMoney(caja.total)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
