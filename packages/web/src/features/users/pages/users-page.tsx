import { MSG } from '@feria/domain/messages/shop';
import { useEffect, useMemo } from 'react';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { flattenPages } from '../../../core/paged.ts';
import { toast } from '../../../lib/toast.ts';
import { useGetUsersInfiniteQuery } from '../api.ts';
import { SellerForm } from '../components/seller-form.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** /dashboard/users (Usuarios, admin): the list of accounts and the form for a new seller. */
export function UsersPage() {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetUsersInfiniteQuery();
  const users = useMemo(() => (data ? flattenPages(data.pages).items : undefined), [data]);
  useEffect(() => {
    if (isError) toast.error(MSG.errorMostrarUsuario);
  }, [isError]);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 md:p-6 lg:grid-cols-[1fr_22rem]">
      <section
        aria-labelledby="administrar-usuarios"
        className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6"
      >
        <h1 id="administrar-usuarios" className="text-xl font-bold text-brand-800">
          Administrar usuarios
        </h1>
        <div className="mt-4">
          {isLoading && <p role="status">Cargando usuarios…</p>}
          {isError && <p className="text-red-700">{MSG.errorMostrarUsuario}</p>}
          {users && <UsersTable users={users} />}
          {hasNextPage && (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
                className={secondaryButton}
              >
                Ver más usuarios
              </button>
            </div>
          )}
        </div>
      </section>
      <section className="h-fit rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6">
        <SellerForm />
      </section>
    </div>
  );
}
