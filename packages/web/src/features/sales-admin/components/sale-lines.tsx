import { formatFixedMoney } from '@feria/domain/rules/money';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { SaleDetailLine } from '@feria/domain/schemas/api-types';

/** Each line folds open to show its SKU, brand, measure and unit price. */
export function SaleLines({ lines }: { lines: readonly SaleDetailLine[] }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-lg ring-1 ring-stone-200">
      {lines.map((line) => (
        <li key={`${line.idProducto}-${line.sku}`}>
          <details className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm">
              <span
                aria-hidden
                className="text-stone-500 transition-transform group-open:rotate-90"
              >
                ▸
              </span>
              <span className="min-w-0 flex-1 break-words">
                <span className="font-semibold">{line.nombre}</span> ×{' '}
                {formatCantidad(line.unidad ?? 'unidad', line.cantidad)}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatFixedMoney(line.subtotal)}
              </span>
            </summary>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-9 pb-3 text-sm">
              <dt className="text-stone-600">SKU</dt>
              <dd>{line.sku || '—'}</dd>
              <dt className="text-stone-600">Marca</dt>
              <dd>{line.marca || '—'}</dd>
              <dt className="text-stone-600">Medida</dt>
              <dd>{line.medida || '—'}</dd>
              <dt className="text-stone-600">Precio unitario</dt>
              <dd className="tabular-nums">{formatFixedMoney(line.precio)}</dd>
            </dl>
          </details>
        </li>
      ))}
    </ul>
  );
}
