import { WEIGHT_MSG } from '@feria/domain/messages/weight';
import { type CartItem, lineTotalCents } from '@feria/domain/rules/cart';
import { formatMoney } from '@feria/domain/rules/money';
import { stepOf } from '@feria/domain/rules/weight';
import { pesos, precioDe } from '@feria/views/format.ts';
import { Link } from '../../../components/link.tsx';
import { ItemThumb } from '../../../components/ui/item-row.tsx';
import { WeightStepper } from '../../../components/weight-stepper.tsx';
import { changeCart } from '../../../core/cart/basket.ts';
import { QuantityControl } from './quantity-control.tsx';

type Props = { item: CartItem; note?: string; disabled?: boolean };

/** A basket line: picture, name, measure, brand, quantity, line total and "Quitar". */
export function CartLine({ item, note, disabled }: Props) {
  const { id } = item;
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3 py-4 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto]">
      <Link to={`/product/${id}`} tabIndex={-1} aria-hidden className="block">
        <ItemThumb src={item.imagen} px={88} className="aspect-square w-full" />
      </Link>
      <div className="min-w-0">
        <h3 className="font-semibold leading-snug text-stone-900">
          <Link to={`/product/${id}`} className="hover:underline">
            {item.nombre}
          </Link>
        </h3>
        <p className="text-sm text-stone-600">
          {[item.medida, item.marca].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-stone-700">
          {item.unidad === 'kg' ? precioDe(item) : `${pesos(item.precio)} c/u`}
        </p>
        {item.unidad === 'kg' && (
          // Issue 49 item 7: what is weighed at preparation is rarely exactly what was ordered.
          <p className="text-sm text-stone-700 first-letter:uppercase">
            {WEIGHT_MSG.totalPuedeVariar}
          </p>
        )}
        {note && (
          <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {note}
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-2 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end sm:justify-start">
        {item.unidad === 'kg' ? (
          <WeightStepper
            nombre={item.nombre}
            gramos={item.cantidad}
            paso={stepOf(item)}
            max={item.stock}
            disabled={disabled}
            onIncrease={() => changeCart({ type: 'increase', id })}
            onDecrease={() => changeCart({ type: 'decrease', id })}
          />
        ) : (
          <QuantityControl
            nombre={item.nombre}
            cantidad={item.cantidad}
            stock={item.stock}
            disabled={disabled}
            onSet={(cantidad) => changeCart({ type: 'set', id, cantidad })}
            onIncrease={() => changeCart({ type: 'increase', id })}
            onDecrease={() => changeCart({ type: 'decrease', id })}
          />
        )}
        <p className="ml-auto text-base font-bold text-brand-700 sm:ml-0 sm:text-lg">
          {formatMoney(lineTotalCents(item))}
        </p>
        <button
          type="button"
          disabled={disabled}
          onClick={() => changeCart({ type: 'remove', id })}
          aria-label={`Quitar ${item.nombre} de la canasta`}
          className="min-h-11 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          Quitar
        </button>
      </div>
    </li>
  );
}
