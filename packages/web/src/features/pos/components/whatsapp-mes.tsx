import { whatsappMesTexto } from '@feria/domain/rules/whatsapp-avisos';
import { useGetWhatsappEstadoQuery } from '../../../api/whatsapp.ts';

/** Control (MARKET §13.3): the month's WhatsApp messages against the cap, while Tier 2 is on. */
export function WhatsappMes() {
  const { data } = useGetWhatsappEstadoQuery(undefined, { pollingInterval: 60_000 });
  if (!data?.activo) return null;
  const full = data.enviados >= data.tope;
  return (
    <p
      role="status"
      className={`rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${full ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-white text-stone-700 ring-stone-200'}`}
    >
      {whatsappMesTexto(data.enviados, data.tope)}
    </p>
  );
}
