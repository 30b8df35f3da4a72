import { WA_MSG } from '@feria/domain/messages/whatsapp';
import { useGetSaleWhatsappQuery } from '../api/whatsapp.ts';
import { errorMessage } from '../lib/errors.ts';
import { secondaryButton } from './ui/styles.ts';

/**
 * "Avisar por WhatsApp" of one sale (MARKET §13.2): opens wa.me in a new tab with the text
 * written; a celular without a WhatsApp number shows the server's reason, disabled.
 */
export function WhatsappNoticeLink({ saleId }: { saleId: number }) {
  const { data, error, isFetching } = useGetSaleWhatsappQuery(saleId);
  if (data) {
    return (
      <a
        href={data.url}
        target="_blank"
        rel="noreferrer"
        className={`${secondaryButton} border-green-700 text-green-800`}
      >
        {WA_MSG.avisar}
      </a>
    );
  }
  return (
    <button type="button" disabled className={`${secondaryButton} opacity-70`}>
      {isFetching ? WA_MSG.avisar : errorMessage(error, WA_MSG.avisar)}
    </button>
  );
}
