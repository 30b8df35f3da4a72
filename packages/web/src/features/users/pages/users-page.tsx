import { MSG } from '@feria/domain/messages';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { useGetUsersQuery } from '../api.ts';
import { SellerForm } from '../components/seller-form.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** /dashboard/users (Usuarios, admin): the list of accounts and the form for a new seller. */
export function UsersPage() {
  const { data: users, isLoading, isError } = useGetUsersQuery();
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
        </div>
      </section>
      <section className="h-fit rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6">
        <SellerForm />
      </section>
    </div>
  );
}
