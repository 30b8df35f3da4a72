import { WA_MSG } from '@feria/domain/messages/whatsapp';
import { useLazyGetSaleWhatsappQuery } from '../api/whatsapp.ts';
import { errorMessage } from '../lib/errors.ts';
import { quietButton } from './ui/styles.ts';

/**
 * "Avisar por WhatsApp" in long lists (Entregas, Preparación's "Por pedido"): the link is asked
 * for only when tapped, then opened in a new tab and left as a link; a celular without a WhatsApp
 * number shows the server's reason, disabled.
 */
export function WhatsappNoticeButton({ saleId }: { saleId: number }) {
  const [load, { data, error, isFetching }] = useLazyGetSaleWhatsappQuery();
  const className = `${quietButton} text-green-800 print:hidden`;
  if (data) {
    return (
      <a href={data.url} target="_blank" rel="noreferrer" className={className}>
        {WA_MSG.avisar}
      </a>
    );
  }
  if (error) {
    return (
      <button type="button" disabled className={`${className} opacity-70`}>
        {errorMessage(error, WA_MSG.avisar)}
      </button>
    );
  }
  const open = async () => {
    const result = await load(saleId, true);
    if (result.data) window.open(result.data.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <button type="button" disabled={isFetching} onClick={open} className={className}>
      {WA_MSG.avisar}
    </button>
  );
}
