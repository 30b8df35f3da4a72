import { lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { loadSession } from '../api/session.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { registerPageLoader } from '../core/page-loaders.ts';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { declarativeRoutes, PageLoading, READS_ONLY } from './lazy-routes.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

// Every page is loaded on demand with `lazy`: the first chunk is the shop's frame (header, basket,
// footer), so a shopper downloads only the page opened, never back-office or point-of-sale code;
// the server names the opened page's code in its HTML (server share/page-code.ts). Pattern for a page:
//   { path: '/x', lazy: () => import('../features/x/pages/x-page.tsx').then((m) => ({ Component: m.XPage })) }

/**
 * The back-office's route table (app/back-office-routes.tsx) and, at the same time rather than one
 * after the other, its layout, who is signed in and, on Control, its page: a stall phone opening
 * Control with no connection waited for each in turn (issue 36).
 */
function loadBackOffice() {
  void loadSession();
  void import('../features/dashboard/dashboard-layout.tsx').catch(() => {});
  if (window.location.pathname === '/dashboard/dashboard') {
    void import('../features/pos/pages/control-page.tsx').catch(() => {});
  }
  return import('./back-office.tsx').then((m) => ({ default: m.BackOfficeRoutes }));
}
registerPageLoader('/dashboard/*', loadBackOffice);
const BackOffice = lazy(loadBackOffice);

const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [
      {
        path: '/',
        handle: READS_ONLY,
        lazy: () =>
          import('../features/home/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: '/login',
        lazy: () =>
          import('../features/auth/pages/login-page.tsx').then((m) => ({
            Component: m.LoginPage,
          })),
      },
      {
        path: '/register',
        lazy: () =>
          import('../features/auth/pages/register-page.tsx').then((m) => ({
            Component: m.RegisterPage,
          })),
      },
      {
        path: '/recuperar',
        lazy: () =>
          import('../features/account/pages/forgot-page.tsx').then((m) => ({
            Component: m.ForgotPage,
          })),
      },
      {
        path: '/reset',
        lazy: () =>
          import('../features/account/pages/reset-page.tsx').then((m) => ({
            Component: m.ResetPage,
          })),
      },
      {
        path: '/verificar',
        lazy: () =>
          import('../features/account/pages/verify-page.tsx').then((m) => ({
            Component: m.VerifyPage,
          })),
      },
      {
        path: '/product',
        handle: READS_ONLY,
        lazy: () =>
          import('../features/catalog/pages/catalog-page.tsx').then((m) => ({
            Component: m.CatalogPage,
          })),
      },
      {
        path: '/product/:id',
        handle: READS_ONLY,
        lazy: () =>
          import('../features/catalog/pages/product-page.tsx').then((m) => ({
            Component: m.ProductPage,
          })),
      },
      {
        path: '/cart',
        lazy: () =>
          import('../features/checkout/pages/cart-page.tsx').then((m) => ({
            Component: m.CartPage,
          })),
      },
      {
        path: '/suppliers',
        lazy: () =>
          import('../features/suppliers/pages/suppliers-page.tsx').then((m) => ({
            Component: m.SuppliersPage,
          })),
      },
      {
        path: '/suppliers/:id',
        lazy: () =>
          import('../features/suppliers/pages/supplier-page.tsx').then((m) => ({
            Component: m.SupplierPage,
          })),
      },
      {
        path: '/aboutUs',
        lazy: () =>
          import('../features/about/pages/about-page.tsx').then((m) => ({
            Component: m.AboutPage,
          })),
      },
      {
        path: '/ferias',
        handle: READS_ONLY,
        lazy: () =>
          import('../features/ferias/pages/calendar-page.tsx').then((m) => ({
            Component: m.CalendarPage,
          })),
      },
      {
        path: '/pedido/:id',
        lazy: () =>
          import('../features/order-page/pages/order-page.tsx').then((m) => ({
            Component: m.OrderPage,
          })),
      },
      {
        path: '/suscripciones',
        lazy: () =>
          import('../features/suscripciones/pages/suscripciones-page.tsx').then((m) => ({
            Component: m.SuscripcionesPage,
          })),
      },
      {
        path: '/userpurchase/:id',
        lazy: () =>
          import('../features/purchases/pages/purchases-page.tsx').then((m) => ({
            Component: m.PurchasesPage,
          })),
      },
      {
        path: '/mi-puesto',
        lazy: () =>
          import('../features/mi-puesto/pages/mi-puesto-page.tsx').then((m) => ({
            Component: m.MiPuestoPage,
          })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/dashboard/*',
    element: (
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <BackOffice />
        </Suspense>
      </PageErrorBoundary>
    ),
  },
];

// Declarative routing (see lazy-routes.tsx for why): main.tsx renders <AppRoutes /> inside
// <BrowserRouter>.
const tree = declarativeRoutes(routes);

/** The routes, inside a last boundary for an error in the shop's frame itself. */
export function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(tree)}</PageErrorBoundary>;
}
