import { lazy, Suspense } from 'react';
import { usePopover } from '../../../components/ui/use-popover.ts';
import { useCartLineCount } from '../../../core/cart/hooks.ts';

// The panel's code is not part of the first page: it is fetched when the pointer or the focus
// reaches the button, so it is usually there by the time the panel opens.
const loadPanel = () => import('./basket-panel.tsx');
const BasketPanel = lazy(() => loadPanel().then((m) => ({ default: m.BasketPanel })));

/** The navigation bar's basket: an icon with the floating badge of lines, opening the panel. */
export function BasketButton() {
  const count = useCartLineCount();
  const { open, toggle, close, box, button } = usePopover();

  const label = count === 1 ? 'Canasta: 1 producto' : `Canasta: ${count} productos`;
  return (
    <div ref={box} className="sm:relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className="relative flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-brand-600"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor">
          <path
            d="M3 9h18l-2 11H5L3 9zm5 0 4-6 4 6"
            strokeWidth="2"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
        {count > 0 && (
          <span
            data-testid="basket-badge"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-earth-500 px-1 text-xs font-bold text-white ring-2 ring-brand-700"
          >
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BasketPanel onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
