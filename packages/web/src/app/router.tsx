import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { declarativeRoutes, READS_ONLY } from './lazy-routes.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

// Every page is loaded on demand with `lazy`: the first chunk is the shop's frame (header, basket,
// footer), so a shopper downloads only the page opened, never back-office or point-of-sale code;
// the server names the opened page's code in its HTML (server share/page-code.ts). Pattern for a page:
//   { path: '/x', lazy: () => import('../features/x/pages/x-page.tsx').then((m) => ({ Component: m.XPage })) }

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
        path: '/userpurchase/:id',
        lazy: () =>
          import('../features/purchases/pages/purchases-page.tsx').then((m) => ({
            Component: m.PurchasesPage,
          })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The back-office: the layout checks the session and the role, and holds the sidebar.
    path: '/dashboard',
    lazy: () =>
      import('../features/dashboard/dashboard-layout.tsx').then((m) => ({
        Component: m.DashboardLayout,
      })),
    children: [
      { index: true, element: <Navigate to="/dashboard/dashboard" replace /> },
      {
        path: 'dashboard',
        lazy: () =>
          import('../features/pos/pages/control-page.tsx').then((m) => ({
            Component: m.ControlPage,
          })),
      },
      {
        path: 'products',
        lazy: () =>
          import('../features/products-admin/pages/products-page.tsx').then((m) => ({
            Component: m.ProductsPage,
          })),
      },
      {
        path: 'sales',
        lazy: () =>
          import('../features/sales-admin/pages/sales-page.tsx').then((m) => ({
            Component: m.SalesPage,
          })),
      },
      {
        path: 'users',
        lazy: () =>
          import('../features/users/pages/users-page.tsx').then((m) => ({
            Component: m.UsersPage,
          })),
      },
      {
        path: 'carrousel',
        lazy: () =>
          import('../features/carousel-admin/pages/carousel-page.tsx').then((m) => ({
            Component: m.CarouselPage,
          })),
      },
      {
        path: 'balance',
        lazy: () =>
          import('../features/balance/pages/balance-page.tsx').then((m) => ({
            Component: m.BalancePage,
          })),
      },
      {
        path: 'actividad',
        lazy: () =>
          import('../features/activity/pages/activity-page.tsx').then((m) => ({
            Component: m.ActivityPage,
          })),
      },
      {
        path: 'support',
        lazy: () =>
          import('../features/support/pages/support-page.tsx').then((m) => ({
            Component: m.SupportPage,
          })),
      },
      {
        path: 'productores',
        lazy: () =>
          import('../features/producers-admin/pages/producers-page.tsx').then((m) => ({
            Component: m.ProducersPage,
          })),
      },
      {
        path: 'liquidaciones',
        lazy: () =>
          import('../features/settlements/pages/settlements-page.tsx').then((m) => ({
            Component: m.SettlementsPage,
          })),
      },
      {
        path: 'ferias',
        lazy: () =>
          import('../features/ferias/pages/ferias-page.tsx').then((m) => ({
            Component: m.FeriasPage,
          })),
      },
      {
        path: 'entregas',
        lazy: () =>
          import('../features/entregas/pages/entregas-page.tsx').then((m) => ({
            Component: m.EntregasPage,
          })),
      },
      {
        path: 'ferias/:id',
        lazy: () =>
          import('../features/ferias/pages/preparation-page.tsx').then((m) => ({
            Component: m.PreparationPage,
          })),
      },
    ],
  },
];

// Declarative routing (see lazy-routes.tsx for why): main.tsx renders <AppRoutes /> inside
// <BrowserRouter>.
const tree = declarativeRoutes(routes);

/** The routes, inside a last boundary for an error in the shop's frame itself. */
export function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(tree)}</PageErrorBoundary>;
}
