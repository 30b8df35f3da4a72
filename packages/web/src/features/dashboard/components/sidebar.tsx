import { ROLE_LABELS } from '@feria/domain/rules/roles';
import type { User } from '@feria/domain/schemas/api-types';
import { Logo } from '@feria/views/logo.tsx';
import { Avatar } from '../../../components/avatar.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ICONS } from '../../../components/icons.ts';
import { Link, NavLink } from '../../../components/link.tsx';
import { useLogout } from '../../../components/use-logout.ts';
import { entriesFor } from '../nav-items.ts';

type Props = { user: User; titleId?: string };

/** The back-office sidebar (SPEC §2, DESIGN §3.5): who is in, with their real role, and where to go. */
export function Sidebar({ user, titleId }: Props) {
  const { logout, busy, prompt } = useLogout();
  return (
    <div className="flex h-full flex-col bg-brand-800 text-brand-50">
      <Link
        to="/"
        className="flex min-h-14 items-center gap-2 px-4 font-bold text-white"
        aria-label="Feria, ir a la tienda"
      >
        <Logo size={32} className="size-8" />
        Feria
      </Link>
      <div className="flex items-center gap-3 border-y border-brand-700 px-4 py-4">
        <Avatar user={user} size={44} />
        <div className="min-w-0">
          <p id={titleId} className="truncate font-semibold text-white">
            {user.nombre}
          </p>
          <p className="text-sm text-brand-200">{ROLE_LABELS[user.rol]}</p>
        </div>
      </div>
      <nav aria-label="Panel" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="space-y-1">
          {entriesFor(user.rol).map((entry) => (
            <li key={entry.path}>
              <NavLink
                to={entry.path}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${
                    isActive ? 'bg-brand-600 text-white' : 'hover:bg-brand-700'
                  }`
                }
              >
                <Icon path={ICONS[entry.icon]} />
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-brand-700 p-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void logout()}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-medium hover:bg-brand-700"
        >
          <Icon path={ICONS.logout} />
          Cerrar Sesión
        </button>
        {prompt}
      </div>
    </div>
  );
}
