import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useSessionUser } from '../../api/session.ts';
import { withStoreLoaded } from '../../core/with-store.ts';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { DashboardShortcut } from '../../features/auth/components/dashboard-shortcut.tsx';
import { BasketButton } from '../../features/cart/components/basket-button.tsx';
import { Footer } from '../../features/shell/footer.tsx';
import { Navbar } from '../../features/shell/navbar.tsx';

// Only a first admin with the printed password sees it: its form (and the schemas it checks with)
// stays out of the storefront's first load.
const loadFirstPassword = withStoreLoaded(() =>
  import('../../features/auth/components/first-password.tsx').then((m) => m.FirstPassword),
);
const FirstPassword = lazy(() => loadFirstPassword().then((Form) => ({ default: Form })));

/** A new page opens at its top; back and forward keep the browser's own scroll restoration. */
function useScrollReset() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, on purpose
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}

export function ShopLayout() {
  useScrollReset();
  const mustChange = useSessionUser()?.cambiarPassword === true;
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar account={<AccountMenu />} basket={<BasketButton />} extra={<DashboardShortcut />} />
      <main id="contenido" className="flex-1">
        {mustChange ? (
          <Suspense fallback={null}>
            <FirstPassword />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
    </div>
  );
}
