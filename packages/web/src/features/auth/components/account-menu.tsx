import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../api.ts';
import { AccountPanel } from './account-panel.tsx';
import { Avatar } from './avatar.tsx';
import { Icon } from './icons.tsx';

const BUTTON =
  'flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-sm font-semibold hover:bg-brand-600';

/** The navigation bar's account button: /login when signed out, the account panel when in. */
export function AccountMenu() {
  const user = useSessionUser();
  // The panel belongs to the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (user === undefined) return <span aria-hidden className="size-11" />;
  if (!user) {
    return (
      <Link to="/login" className={BUTTON} aria-label="Ingresar (iniciar sesión)">
        <Icon name="user" className="size-6" />
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
        onClick={() => setOpen(!open)}
      >
        <Avatar user={user} size={32} />
        <span className="hidden max-w-32 truncate sm:inline">{user.nombre.split(' ')[0]}</span>
      </button>
      {open && <AccountPanel user={user} onClose={() => setOpen(false)} />}
    </div>
  );
}
