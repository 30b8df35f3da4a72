import { useEffect } from 'react';

const SHOP = 'Feria Agroecológica';

/** The tab's title for a storefront page ("Productos · Feria Agroecológica"); home when null. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP}` : SHOP;
  }, [title]);
}
