import type { Product } from '@feria/domain/schemas/api-types';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../api/session.ts';
import { withStoreLoaded } from '../core/with-store.ts';
import { secondaryButton } from './ui/styles.ts';

// The product page only reads (no store); the dialog that writes comes with the store, on demand.
const loadDialog = withStoreLoaded(() =>
  import('./subscribe-dialog.tsx').then((m) => m.SubscribeDialog),
);
const SubscribeDialog = lazy(() => loadDialog().then((Dialog) => ({ default: Dialog })));

/** MARKET §9: "Suscribirme" beside "Agregar" on a subscribable product; signing in first. */
export function SubscribeButton({ product }: { product: Product }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (user) setOpen(true);
    else navigate(`/login?next=${encodeURIComponent(`/product/${product.id}`)}`);
  };
  return (
    <>
      <button
        type="button"
        className={`${secondaryButton} min-h-12`}
        onClick={start}
        onPointerEnter={user ? loadDialog : undefined}
      >
        Suscribirme
      </button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
