import { REGISTER_MSG } from '@feria/domain/register';
import { useSessionUser } from '../../../api/session.ts';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { AdminOverview } from '../components/overview/admin-overview.tsx';
import { PosScreen } from '../components/pos-screen.tsx';
import { RegisterBar } from '../components/register/register-bar.tsx';
import { useUnsentSales } from '../offline/use-offline.ts';

/** /dashboard/dashboard (Control): the admin's overview above the point-of-sale. */
export function ControlPage() {
  const user = useSessionUser();
  const unsent = useUnsentSales();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="sr-only">Control</h1>
      {user?.rol === 'admin' && <AdminOverview />}
      <h2 className="text-2xl font-bold text-brand-800">Punto de venta</h2>
      <OfflineBanner />
      <RegisterBar closeBlockedReason={unsent > 0 ? REGISTER_MSG.hayVentasSinEnviar : null} />
      <PosScreen />
    </div>
  );
}
