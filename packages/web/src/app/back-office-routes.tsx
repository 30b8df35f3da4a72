import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';

/**
 * The back-office, below router.tsx's `/dashboard/*` (its paths relative to `/dashboard`): the
 * layout checks the session and the role, and holds the sidebar. This table and everything it
 * names load with the first back-office page (router.tsx asks for the layout, the session and
 * Control's code at the same time): a shopper never downloads them.
 */
export const backOfficeRoutes: RouteObject[] = [
  {
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
        path: 'suscripciones',
        lazy: () =>
          import('../features/suscripciones-admin/pages/suscripciones-admin-page.tsx').then(
            (m) => ({
              Component: m.SuscripcionesAdminPage,
            }),
          ),
      },
      {
        path: 'envios',
        lazy: () =>
          import('../features/envios/pages/envios-page.tsx').then((m) => ({
            Component: m.EnviosPage,
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
