import { BASKET_PANEL_MAX_LINES } from '@feria/domain/look/timing';
import { MSG } from '@feria/domain/messages/shop';
import { WEIGHT_MSG } from '@feria/domain/messages/weight';
import { checkContinue, lineTotalCents } from '@feria/domain/rules/cart';
import { formatMoney } from '@feria/domain/rules/money';
import { formatCantidad } from '@feria/domain/rules/weight';
import { precioDe } from '@feria/views/format.ts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ItemRow } from '../../../components/ui/item-row.tsx';
import { PopoverPanel } from '../../../components/ui/popover-panel.tsx';
import { useCartItems } from '../../../core/cart/basket.ts';
import { useCartTotalCents } from '../../../core/cart/hooks.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The basket panel (SPEC §2): its lines, the total with two decimals and "Continuar compra";
 * past four lines the list scrolls; empty it says "Canasta vacia". Loaded on the first opening.
 */
export function BasketPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const items = useCartItems();
  const total = useCartTotalCents();
  const navigate = useNavigate();

  const onContinue = () => {
    const problem = checkContinue(items.length);
    if (problem) {
      toast.error(problem);
      return;
    }
    onClose();
    navigate('/cart');
  };

  const scrolls = items.length > BASKET_PANEL_MAX_LINES;
  return (
    <PopoverPanel labelledBy={titleId} className="sm:w-96">
      <h2 id={titleId} className="px-1 text-lg font-bold text-brand-800">
        Tu canasta
      </h2>
      {items.length === 0 ? (
        <p className="px-1 py-6 text-center text-stone-600">{MSG.canastaVaciaPanel}</p>
      ) : (
        <ul
          aria-label="Productos en la canasta"
          // Four lines of 4.5rem fit and a bit of the fifth shows: more scroll inside the panel.
          className={`mt-2 divide-y divide-stone-100 ${scrolls ? 'max-h-80 overflow-y-auto overscroll-contain pr-1' : ''}`}
        >
          {items.map((item) => (
            <ItemRow
              key={item.id}
              image={item.imagen}
              name={item.nombre}
              detail={`${formatCantidad(item.unidad ?? 'unidad', item.cantidad)} × ${precioDe(item)}`}
              aside={<span className="font-semibold">{formatMoney(lineTotalCents(item))}</span>}
              className="h-18 px-1"
            />
          ))}
        </ul>
      )}
      {items.some((item) => item.unidad === 'kg') && (
        <p className="mt-1 px-1 text-sm text-stone-700 first-letter:uppercase">
          {WEIGHT_MSG.totalPuedeVariar}
        </p>
      )}
      <div className="mt-2 flex items-center justify-between border-t border-stone-200 px-1 pt-3">
        <span className="font-semibold">Total</span>
        <span data-testid="basket-total" className="text-lg font-bold text-brand-700">
          {formatMoney(total)}
        </span>
      </div>
      <button
        type="button"
        onClick={onContinue}
        className="mt-3 min-h-12 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Continuar compra
      </button>
    </PopoverPanel>
  );
}
