import { checkContinue, lineTotalCents } from '@feria/domain/cart';
import { MSG } from '@feria/domain/messages';
import { formatMoney } from '@feria/domain/money';
import { BASKET_PANEL_MAX_LINES } from '@feria/domain/timing';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.tsx';
import { pesos } from '../../../lib/format.ts';
import { srcSet } from '../../../lib/images.ts';
import { useCartItems, useCartTotalCents } from '../hooks.ts';

/**
 * The basket panel (SPEC §2): its lines, the total with two decimals and "Continuar compra";
 * past four lines the list scrolls; empty it says "Canasta vacia".
 */
export function BasketPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const items = useCartItems();
  const total = useCartTotalCents();
  const navigate = useNavigate();

  useEffect(() => {
    panel.current?.focus();
  }, []);

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
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-x-2 top-16 z-50 rounded-xl bg-white p-3 text-stone-800 shadow-xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
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
            <li key={item.id} className="flex h-18 items-center gap-3 px-1">
              {item.imagen ? (
                <img
                  src={item.imagen}
                  srcSet={srcSet(item.imagen)}
                  sizes="48px"
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span aria-hidden className="size-12 shrink-0 rounded-lg bg-brand-50" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{item.nombre}</p>
                <p className="text-xs text-stone-600">
                  {item.cantidad} × {pesos(item.precio)}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold">{formatMoney(lineTotalCents(item))}</p>
            </li>
          ))}
        </ul>
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
    </div>
  );
}
