import { viewFromQuery } from '@feria/domain/rules/catalog';
import { type CatalogView, viewHref } from '@feria/domain/rules/catalog-view';
import { CATALOG_PATH } from '@feria/views/catalog-path.ts';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The catalogue's view (all, category, brand, search) lives in the URL query, so a filtered list
 * can be shared, survives a reload, and the back button returns to the previous list.
 */
export function useCatalogView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => viewFromQuery(params), [params]);
  const go = useCallback(
    (next: CatalogView, opts: { replace?: boolean } = {}) =>
      navigate(viewHref(CATALOG_PATH, next), { replace: opts.replace }),
    [navigate],
  );
  return { view, go };
}
