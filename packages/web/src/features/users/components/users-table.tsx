import { ROLE_LABELS } from '@feria/domain/rules/roles';
import type { UserRow } from '@feria/domain/schemas/api-types';
import { UserStateButton } from './user-state-button.tsx';

const BADGE: Record<UserRow['rol'], string> = {
  admin: 'bg-brand-100 text-brand-800',
  seller: 'bg-earth-100 text-earth-700',
  user: 'bg-stone-100 text-stone-700',
  productor: 'bg-green-100 text-green-800',
};

/** "Administrar usuarios": a table on wide screens, one card per user on a phone. */
export function UsersTable({ users }: { users: UserRow[] }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Usuarios</caption>
        <thead className="border-b border-stone-200 text-stone-500">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Nombre
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Email
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Rol
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Fecha
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Estado
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-b border-stone-100 last:border-0">
              <td className="px-3 py-2 font-medium text-stone-800">{u.nombre}</td>
              <td className="px-3 py-2 break-all text-stone-700">{u.email}</td>
              <td className="px-3 py-2">
                <RoleBadge rol={u.rol} />
              </td>
              <td className="px-3 py-2 text-stone-600 tabular-nums">{u.fecha}</td>
              <td className="px-3 py-1">
                <StateCell user={u} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden" aria-label="Usuarios">
        {users.map((u) => (
          <li key={u.id} className="rounded-lg border border-stone-200 p-3">
            <div className="flex items-start justify-between gap-2">
              <p className="font-medium text-stone-800">{u.nombre}</p>
              <RoleBadge rol={u.rol} />
            </div>
            <p className="mt-0.5 text-sm break-all text-stone-600">{u.email}</p>
            <p className="mt-0.5 text-xs text-stone-500 tabular-nums">Alta: {u.fecha}</p>
            <StateCell user={u} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Deshabilitada" when it is, and the button (the server refuses the admin's own account). */
function StateCell({ user }: { user: UserRow }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!user.activo && (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
          Deshabilitada
        </span>
      )}
      <UserStateButton user={user} />
    </div>
  );
}

function RoleBadge({ rol }: { rol: UserRow['rol'] }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[rol]}`}>
      {ROLE_LABELS[rol]}
    </span>
  );
}
