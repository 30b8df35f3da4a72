import type { User } from '@feria/domain/schemas/api-types';
import { useId, useState } from 'react';
import { useShopConfig, whatsappLink } from '../../../api/shop-config.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ICONS } from '../../../components/icons.ts';
import { Link } from '../../../components/link.tsx';
import { PopoverPanel } from '../../../components/ui/popover-panel.tsx';
import { useLogout } from '../../../components/use-logout.ts';
import { AccountSecurity } from './account-security.tsx';
import { ProfileCard } from './profile-card.tsx';

const ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-stone-800 hover:bg-brand-50';

type Props = { user: User; onClose: () => void };

/** The account panel (SPEC §2): Compras, Perfil, Ayuda and "Cerrar" (sign out). Loaded on demand. */
export function AccountPanel({ user, onClose }: Props) {
  const titleId = useId();
  const [profile, setProfile] = useState(false);
  const { data: config } = useShopConfig();
  const { logout, busy, prompt } = useLogout();

  return (
    <PopoverPanel
      labelledBy={titleId}
      className="max-h-[calc(100dvh-5rem)] overflow-y-auto sm:w-80"
    >
      <div className="flex items-center gap-3 border-b border-stone-100 px-1 pb-3">
        <Avatar user={user} size={40} />
        <div className="min-w-0">
          <h2 id={titleId} className="truncate font-semibold">
            {user.nombre}
          </h2>
          <p className="truncate text-sm text-stone-500">{user.email}</p>
        </div>
      </div>
      <ul className="mt-2 space-y-1">
        {user.rol === 'productor' ? (
          // MARKET §15: a productor's account has no purchases nor bolsones, their stall instead.
          <li>
            <Link to="/mi-puesto" className={ITEM} onClick={onClose}>
              <Icon path={ICONS.leaf} /> Mi puesto
            </Link>
          </li>
        ) : (
          <>
            <li>
              <Link to={`/userpurchase/${user.uid}`} className={ITEM} onClick={onClose}>
                <Icon path={ICONS.receipt} /> Compras
              </Link>
            </li>
            <li>
              <Link to="/suscripciones" className={ITEM} onClick={onClose}>
                <Icon path={ICONS.basket} /> Mis bolsones
              </Link>
            </li>
          </>
        )}
        <li>
          <button
            type="button"
            className={ITEM}
            aria-expanded={profile}
            onClick={() => setProfile((v) => !v)}
          >
            <Icon path={ICONS.user} /> Perfil
          </button>
          {profile && (
            <div className="mt-1 px-1">
              <ProfileCard user={user} />
              <AccountSecurity />
            </div>
          )}
        </li>
        <li>
          <a
            href={config ? whatsappLink(config.phone, 'Hola, necesito ayuda con mi cuenta') : '#'}
            target="_blank"
            rel="noopener noreferrer"
            className={ITEM}
          >
            <Icon path={ICONS.help} /> Ayuda
          </a>
        </li>
        <li className="border-t border-stone-100 pt-1">
          <button
            type="button"
            className={`${ITEM} text-red-700`}
            aria-label="Cerrar sesión"
            disabled={busy}
            onClick={() => {
              void logout().then((asking) => {
                if (!asking) onClose();
              });
            }}
          >
            <Icon path={ICONS.logout} /> Cerrar
          </button>
        </li>
      </ul>
      {prompt}
    </PopoverPanel>
  );
}
