import { Logo } from '@feria/views/logo.tsx';
import type { ReactNode } from 'react';
import { Link, NavLink } from '../../components/link.tsx';

const LINKS = [
  { to: '/product', label: 'Productos' },
  { to: '/suppliers', label: 'Proveedores amigos' },
  { to: '/aboutUs', label: 'Sobre nosotros' },
];

type Props = { account?: ReactNode; basket?: ReactNode; extra?: ReactNode };

/** SPEC §2 navigation bar; the account and basket slots are filled by their features. */
export function Navbar({ account, basket, extra }: Props) {
  return (
    <header className="sticky top-0 z-40 bg-brand-700 text-white shadow">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-3 py-2">
        <Link
          to="/"
          className="flex items-center gap-2 font-bold"
          aria-label="Inicio: Feria Agroecológica"
        >
          <Logo size={36} className="size-9" />
          <span className="text-lg leading-none">Feria</span>
        </Link>
        <nav aria-label="Principal" className="ml-4 hidden gap-5 md:flex">
          {LINKS.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              className={({ isActive }) =>
                `py-2 text-sm font-medium hover:underline ${isActive ? 'underline' : ''}`
              }
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {extra}
          {account}
          {basket}
        </div>
      </div>
      <nav
        aria-label="Secciones"
        className="flex justify-around border-t border-brand-600 text-sm md:hidden"
      >
        {LINKS.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            className={({ isActive }) => `px-2 py-2.5 font-medium ${isActive ? 'underline' : ''}`}
          >
            {l.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
