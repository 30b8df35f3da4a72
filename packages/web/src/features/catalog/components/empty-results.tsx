import { TIMING } from '@feria/domain/look/timing';
import { SHOP_MSG } from '@feria/domain/messages/storefront';
import { useEffect, useState } from 'react';
import { Link } from '../../../components/link.tsx';

/**
 * An empty list first shows a spinner and, after 5 s, "No se encontraron resultados" (SPEC §4).
 * Give it a `key` per list so the wait starts again when the list changes.
 */
export function EmptyResults({ allHref }: { allHref: string }) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), TIMING.emptyResultsSpinnerMs);
    return () => clearTimeout(timer);
  }, []);
  if (!timedOut) {
    return (
      <div role="status" className="flex min-h-48 items-center justify-center">
        <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <span className="sr-only">Buscando…</span>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex min-h-48 flex-col items-center justify-center gap-4 text-center"
    >
      <p className="text-lg font-semibold text-stone-700">{SHOP_MSG.sinResultados}</p>
      <Link
        to={allHref}
        className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Ver todos los productos
      </Link>
    </div>
  );
}
