import {
  AVISO_ESTADO_TEXTO,
  AVISO_EVENTO_TEXTO,
  type AvisoEvento,
} from '@feria/domain/rules/whatsapp-avisos';
import type { SaleDetail } from '@feria/domain/schemas/api-types';

const when = (iso: string) =>
  new Date(iso).toLocaleString('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The sale's automatic notices (MARKET §13.3), oldest first; nothing when it has none. */
export function AvisosPanel({ sale }: { sale: SaleDetail }) {
  const avisos = sale.avisos ?? [];
  if (avisos.length === 0) return null;
  return (
    <section aria-label="Avisos por WhatsApp" className="space-y-1">
      <h3 className="font-bold text-brand-800">Avisos por WhatsApp</h3>
      <ul className="divide-y divide-stone-100 text-sm">
        {avisos.map((a) => (
          <li
            key={`${a.evento}-${a.fecha}`}
            className="flex flex-wrap justify-between gap-x-3 py-1"
          >
            <span>{AVISO_EVENTO_TEXTO[a.evento as AvisoEvento] ?? a.evento}</span>
            <span className="font-semibold">
              {AVISO_ESTADO_TEXTO[a.estado]}
              <span className="ml-2 font-normal text-stone-500">{when(a.fecha)}</span>
            </span>
            {a.detalle && <span className="basis-full text-stone-600">{a.detalle}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
