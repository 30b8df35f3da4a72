import { lazy, Suspense } from 'react';
import { useSessionUser } from '../../../api/session.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { BAR_ICONS, Icon } from '../../../components/icon.tsx';
import { Link } from '../../../components/link.tsx';
import { usePopover } from '../../../components/ui/use-popover.ts';
import { withStoreLoaded } from '../../../core/with-store.ts';

// Like the basket's panel: not part of the first page, fetched when the button is reached, with
// the store its sign-out and security calls need.
const loadPanel = withStoreLoaded(() => import('./account-panel.tsx').then((m) => m.AccountPanel));
const AccountPanel = lazy(() => loadPanel().then((Panel) => ({ default: Panel })));

const BUTTON =
  'flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-sm font-semibold hover:bg-brand-600';

/** The navigation bar's account button: /login when signed out, the account panel when in. */
export function AccountMenu() {
  const user = useSessionUser();
  const { open, toggle, close, box, button } = usePopover();

  if (user === undefined) return <span aria-hidden className="size-11" />;
  if (!user) {
    return (
      <Link to="/login" className={BUTTON} aria-label="Ingresar (iniciar sesión)">
        <Icon path={BAR_ICONS.user} className="size-6" />
        <span className="hidden sm:inline">Ingresar</span>
      </Link>
    );
  }
  return (
    <div ref={box} className="sm:relative">
      <button
        ref={button}
        type="button"
        className={BUTTON}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={`Mi cuenta: ${user.nombre}`}
        onClick={toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
      >
        <Avatar user={user} size={32} />
        <span className="hidden max-w-32 truncate sm:inline">{user.nombre.split(' ')[0]}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountPanel user={user} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
