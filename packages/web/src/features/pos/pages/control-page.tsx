import { REGISTER_MSG } from '@feria/domain/messages/register';
import { useState } from 'react';
import { useSessionUser } from '../../../api/session.ts';
import { useShopConfig } from '../../../api/shop-config.ts';
import { useStallFeria } from '../../../core/stall-feria.ts';
import { prefetchPosData } from '../api.ts';
import { FacturasPendientes } from '../components/facturas-pendientes.tsx';
import { OfflineBanner, REVIEW_LIST_ID } from '../components/offline-banner.tsx';
import { AdminOverview } from '../components/overview/admin-overview.tsx';
import { PosScreen } from '../components/pos-screen.tsx';
import { RegisterBar } from '../components/register/register-bar.tsx';
import { WhatsappMes } from '../components/whatsapp-mes.tsx';
import { StallFeriaBar } from '../feria/stall-feria-bar.tsx';
import { useOfflineQueue, useQueueView } from '../offline/use-offline.ts';
import { usePersistentStorage } from '../offline/use-persistent-storage.ts';
import { usePrefetchPictures } from '../offline/use-prefetch-pictures.ts';

prefetchPosData();

/** /dashboard/dashboard (Control): the admin's overview above the point-of-sale. */
export function ControlPage() {
  const user = useSessionUser();
  const uid = user?.uid ?? null;
  const queue = useOfflineQueue();
  const { revisar } = useQueueView(uid);
  const [reviewOpen, setReviewOpen] = useState(false);
  usePrefetchPictures();
  // The sales kept on this phone must outlive a browser short of space (MARKET §3).
  usePersistentStorage();
  const stall = useStallFeria();
  const config = useShopConfig().data;
  const facturaOn = config?.factura === true;

  // Every sale still on the phone keeps the register open, so the count includes it (MARKET §3).
  const blocked =
    queue.length > 0
      ? {
          reason: REGISTER_MSG.hayVentasSinEnviar,
          onOpenReview:
            revisar.length > 0
              ? () => {
                  setReviewOpen(true);
                  requestAnimationFrame(() => {
                    const list = document.getElementById(REVIEW_LIST_ID);
                    list?.scrollIntoView({ block: 'center' });
                    list?.focus();
                  });
                }
              : undefined,
        }
      : null;

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="sr-only">Control</h1>
      {user?.rol === 'admin' && <AdminOverview />}
      <h2 className="text-2xl font-bold text-brand-800">Punto de venta</h2>
      <OfflineBanner uid={uid} reviewOpen={reviewOpen} onReviewOpen={setReviewOpen} />
      <StallFeriaBar stall={stall} />
      {facturaOn && <FacturasPendientes />}
      {config?.whatsapp === true && <WhatsappMes />}
      <RegisterBar closeBlocked={blocked} />
      <PosScreen />
    </div>
  );
}
