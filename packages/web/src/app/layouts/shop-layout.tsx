import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useSessionUser } from '../../api/session.ts';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { DashboardShortcut } from '../../features/auth/components/dashboard-shortcut.tsx';
import { FirstPassword } from '../../features/auth/components/first-password.tsx';
import { BasketButton } from '../../features/cart/components/basket-button.tsx';
import { Footer } from '../../features/shell/footer.tsx';
import { Navbar } from '../../features/shell/navbar.tsx';

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
        {mustChange ? <FirstPassword /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
