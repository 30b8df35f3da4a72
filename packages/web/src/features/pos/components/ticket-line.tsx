import { type CartItem, lineTotalCents } from '@feria/domain/rules/cart';
import { formatMoney } from '@feria/domain/rules/money';
import { formatCantidad } from '@feria/domain/rules/weight';
import { ItemThumb } from '../../../components/ui/item-row.tsx';
import { dangerTextButton, stepButton } from '../../../components/ui/styles.ts';
import { useTicketDispatch } from '../hooks/use-ticket.ts';

type Props = { line: CartItem; shortNotice: number | null };

/** A ticket line: picture, name, − / + quantity, line price and "Borrar". */
export function TicketLine({ line, shortNotice }: Props) {
  const send = useTicketDispatch();
  const atStock = line.cantidad >= line.stock;
  return (
    <li className="flex gap-3 border-b border-stone-200 py-3 last:border-b-0">
      <ItemThumb src={line.imagen} px={56} className="size-14" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm leading-tight font-semibold break-words text-stone-900">
            {line.nombre}
            {line.medida && <span className="block font-normal text-stone-700">{line.medida}</span>}
          </p>
          <p className="shrink-0 text-sm font-bold text-stone-900">
            {formatMoney(lineTotalCents(line))}
          </p>
        </div>
        {shortNotice !== null && (
          <p role="alert" className="mt-1 text-xs font-semibold text-red-700">
            Quedan {shortNotice} unidades: se ajustó la cantidad.
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => send({ type: 'cart', action: { type: 'decrease', id: line.id } })}
              disabled={line.cantidad <= 1}
              aria-label={`Quitar una unidad de ${line.nombre}`}
              className={stepButton}
            >
              −
            </button>
            <output
              aria-label={`Cantidad de ${line.nombre}`}
              className="min-w-9 text-center text-base font-bold tabular-nums"
            >
              {formatCantidad(line.unidad ?? 'unidad', line.cantidad)}
            </output>
            <button
              type="button"
              onClick={() => send({ type: 'cart', action: { type: 'increase', id: line.id } })}
              disabled={atStock}
              aria-label={`Sumar una unidad de ${line.nombre}`}
              title={atStock ? `Stock disponible: ${line.stock}` : undefined}
              className={stepButton}
            >
              +
            </button>
          </div>
          <button
            type="button"
            onClick={() => send({ type: 'cart', action: { type: 'remove', id: line.id } })}
            aria-label={`Borrar ${line.nombre}`}
            className={dangerTextButton}
          >
            Borrar
          </button>
        </div>
      </div>
    </li>
  );
}
