import { useRoutes } from 'react-router';
import { backOfficeRoutes } from './back-office-routes.tsx';
import { declarativeRoutes } from './lazy-routes.tsx';

const tree = declarativeRoutes(backOfficeRoutes);

/** The back-office's pages, below `/dashboard/*` (router.tsx loads this with the first of them). */
export function BackOfficeRoutes() {
  return useRoutes(tree);
}
