import { homeAfterLogin } from '@feria/domain/rules/roles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { recheckSession, useSessionUser } from '../../api/session.ts';
import { Icon } from '../../components/icon.tsx';
import { ICONS } from '../../components/icons.ts';
import { installBackOfficeApp } from '../../lib/back-office-app.ts';
import { NotSignedIn, WithoutPermission } from './components/access-notice.tsx';
import { MobileDrawer } from './components/mobile-drawer.tsx';
import { Sidebar } from './components/sidebar.tsx';
import { DASHBOARD_ENTRIES, mayOpen } from './nav-items.ts';

/**
 * The back-office wrapper: checks the session and the role for the page asked (the server checks
 * again on every call), then shows the sidebar beside the page.
 */
export function DashboardLayout() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  // Every click inside the back-office asks the session again: a disabled account or one signed
  // out everywhere lands on /login at its next click.
  useEffect(installBackOfficeApp, []);
  useEffect(() => {
    document.addEventListener('click', recheckSession, true);
    return () => document.removeEventListener('click', recheckSession, true);
  }, []);
  // The drawer belongs to the page it was opened on: going to another page closes it.
  const [menuOn, setMenuOn] = useState<string | null>(null);
  const menuOpen = menuOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOn(null);
    // Back to "Menú" once the page is no longer inert.
    requestAnimationFrame(() => menuButton.current?.focus());
  }, []);

  if (user === undefined) {
    return (
      <div className="flex min-h-dvh items-center justify-center" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
        <span className="sr-only">Cargando…</span>
      </div>
    );
  }
  if (!user) return <NotSignedIn from={`${pathname}${search}`} />;
  // The generated first password is changed first, on the shop's page (app/layouts/shop-layout).
  if (user.cambiarPassword) return <Navigate to="/" replace />;
  if (!mayOpen(user.rol, pathname)) {
    return <WithoutPermission to={user.rol === 'productor' ? homeAfterLogin(user.rol) : '/'} />;
  }

  const title = DASHBOARD_ENTRIES.find((e) => pathname.startsWith(e.path))?.label ?? 'Panel';
  return (
    <div className="min-h-dvh bg-earth-50 md:grid md:grid-cols-[16rem_1fr]">
      {/* The aside stretches to the page's full height, so its background reaches the bottom at
          every length; the sidebar inside stays in view while the page scrolls. */}
      <aside className="hidden bg-brand-800 md:block">
        <div className="sticky top-0 h-dvh">
          <Sidebar user={user} />
        </div>
      </aside>
      <header
        inert={menuOpen}
        className="sticky top-0 z-30 flex items-center gap-2 bg-brand-800 px-2 py-1 text-white md:hidden"
      >
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          onClick={() => setMenuOn(pathname)}
          className="flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold hover:bg-brand-700"
        >
          <Icon path={ICONS.menu} className="size-6" />
          Menú
        </button>
        <span className="truncate font-semibold">{title}</span>
      </header>
      {menuOpen && <MobileDrawer user={user} onClose={closeMenu} />}
      {/* While the drawer is open the page behind it takes no focus (the drawer is modal). */}
      <main id="contenido" inert={menuOpen} className="min-w-0">
        <Outlet />
      </main>
    </div>
  );
}
