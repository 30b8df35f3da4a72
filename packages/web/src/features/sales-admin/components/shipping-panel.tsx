import { MSG } from '@feria/domain/messages/shop';
import type { SaleDetail } from '@feria/domain/schemas/api-types';

/** Address and contact data, or "No hay información de envío disponible". */
export function ShippingPanel({ sale }: { sale: SaleDetail }) {
  const { cliente } = sale;
  const rows: [string, string][] = [
    ['Dirección', cliente.direccion],
    ['Provincia', cliente.provincia],
    ['Código postal', cliente.cp],
    ['Celular', cliente.celular],
    ['Correo', cliente.correo],
  ];
  const known = rows.filter(([, value]) => value.trim() !== '');
  if (known.length === 0) {
    return (
      <p className="rounded-lg bg-stone-100 px-3 py-3 text-sm text-stone-700">{MSG.sinEnvioInfo}</p>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-earth-100 px-3 py-3 text-sm">
      {known.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
