import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { NotFoundPage } from '../features/shell/not-found-page.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { declarativeRoutes } from './lazy-routes.tsx';

// Home is in the first chunk; every other page is loaded on demand with `lazy`, so a shopper never
// downloads back-office or point-of-sale code. Pattern for a page:
//   { path: '/x', lazy: () => import('../features/x/pages/x-page.tsx').then((m) => ({ Component: m.XPage })) }

export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [
      { path: '/', element: <HomePage /> },
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
        path: '/product',
        lazy: () =>
          import('../features/catalog/pages/catalog-page.tsx').then((m) => ({
            Component: m.CatalogPage,
          })),
      },
      {
        path: '/product/:id',
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
        path: '/aboutUs',
        lazy: () =>
          import('../features/about/pages/about-page.tsx').then((m) => ({
            Component: m.AboutPage,
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
        path: 'support',
        lazy: () =>
          import('../features/support/pages/support-page.tsx').then((m) => ({
            Component: m.SupportPage,
          })),
      },
    ],
  },
];

// Declarative routing (see lazy-routes.tsx for why): main.tsx renders <AppRoutes /> inside
// <BrowserRouter>.
const tree = declarativeRoutes(routes);

export function AppRoutes() {
  return useRoutes(tree);
}
