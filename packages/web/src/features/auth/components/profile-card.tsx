import { ROLE_LABELS } from '@feria/domain/rules/roles';
import type { User } from '@feria/domain/schemas/api-types';

/** "Perfil" (SPEC §1–2): the account's data; the country is always Argentina. */
export function ProfileCard({ user }: { user: User }) {
  const rows: [string, string | undefined][] = [
    ['Nombre', user.nombre],
    ['Correo', user.email],
    ['Rol', ROLE_LABELS[user.rol]],
    ['Dirección', user.direccion],
    ['Provincia', user.provincia],
    ['Código postal', user.cp],
    ['Celular', user.celular],
    ['País', 'Argentina'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-earth-50 p-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-500">{label}</dt>
          <dd className="break-words text-stone-800">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
