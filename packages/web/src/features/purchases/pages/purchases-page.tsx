import { MSG } from '@feria/domain/messages/shop';
import type { User } from '@feria/domain/schemas/api-types';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '../../../api/session.ts';
import { Link } from '../../../components/link.tsx';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { flattenPages } from '../../../core/paged.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useGetPurchasesInfiniteQuery } from '../api.ts';
import { PurchaseCard } from '../components/purchase-card.tsx';

function UserInfo({ user }: { user: User }) {
  const address = [user.direccion, user.provincia, user.cp].filter(Boolean).join(', ');
  return (
    <section
      aria-label="Tus datos"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <p className="text-lg font-bold text-stone-900">{user.nombre}</p>
      <p className="text-sm break-words text-stone-600">{user.email}</p>
      {address && <p className="text-sm text-stone-600">{address}</p>}
      {user.celular && <p className="text-sm text-stone-600">Celular: {user.celular}</p>}
    </section>
  );
}

function Notice({
  children,
  action,
}: {
  children: string;
  action?: { to: string; label: string };
}) {
  return (
    <div className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
      <p role="alert" className="text-lg font-semibold text-stone-700">
        {children}
      </p>
      {action && (
        <Link
          to={action.to}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}

/** /userpurchase/{id} (SPEC §2): the user's info and purchases; someone else's are refused. */
export function PurchasesPage() {
  usePageTitle('Mis compras');
  const { id = '' } = useParams();
  const user = useSessionUser();
  const pages = useGetPurchasesInfiniteQuery(id, { skip: user === undefined });
  const { error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = pages;
  const data = pages.data ? flattenPages(pages.data.pages).items : undefined;
  const status = (error as { status?: number } | undefined)?.status;
  const own = user?.uid === id;

  let body: ReactNode;
  if (user === null || status === 401) {
    body = <Notice action={{ to: '/login', label: 'Iniciar sesión' }}>{MSG.necesitaSesion}</Notice>;
  } else if (status === 403) {
    body = <Notice action={{ to: '/', label: 'Ir al inicio' }}>{MSG.sinPermisos}</Notice>;
  } else if (error) {
    body = <Notice>No pudimos cargar las compras, probá de nuevo.</Notice>;
  } else if (isLoading || user === undefined || !data) {
    body = (
      <p role="status" className="py-10 text-center text-stone-600">
        Cargando compras…
      </p>
    );
  } else if (data.length === 0) {
    body = <Notice action={{ to: '/product', label: 'Ver productos' }}>{MSG.noHayCompras}</Notice>;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {data.map((purchase) => (
          <PurchaseCard key={purchase.id} purchase={purchase} />
        ))}
        {hasNextPage && (
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className={`${secondaryButton} self-center`}
          >
            Ver más compras
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-brand-800">
        {own ? 'Mis compras' : 'Compras del cliente'}
      </h1>
      {own && user && <UserInfo user={user} />}
      {body}
    </div>
  );
}
