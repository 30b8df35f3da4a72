import { MSG } from '@feria/domain/messages/shop';
import { loginPathFor } from '@feria/domain/rules/next-path';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../api/session.ts';
import { Link } from '../../../components/link.tsx';
import { primaryButton } from '../../../components/ui/styles.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FeriasTab } from '../components/ferias-tab.tsx';
import { NextFeria } from '../components/next-feria.tsx';
import { PaymentsTab } from '../components/payments-tab.tsx';
import { PeriodTabs } from '../components/period-tabs.tsx';
import { ProductsTab } from '../components/products-tab.tsx';
import { type Tab, Tabs } from '../components/tabs.tsx';

const TABS: Tab[] = [
  { id: 'ventas', label: 'Ventas' },
  { id: 'liquidacion', label: 'Liquidación' },
  { id: 'pagos', label: 'Pagos' },
  { id: 'productos', label: 'Mis productos' },
  { id: 'ferias', label: 'Ferias' },
];

/** /mi-puesto (MARKET §15): the producer reads their sales, settlement and payments, keeps their
 * products and says which ferias they will not come to. Phone first, one column. */
export function MiPuestoPage() {
  usePageTitle('Mi puesto');
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.id === params.get('tab')) ? params.get('tab')! : 'ventas';
  const productor = user?.rol === 'productor' ? user.productor : undefined;

  let body: ReactNode;
  if (user === undefined) body = <p role="status">Cargando…</p>;
  else if (user === null) {
    body = (
      <p role="alert">
        <Link to={loginPathFor('/mi-puesto')} className={primaryButton}>
          Ingresá para ver tu puesto
        </Link>
      </p>
    );
  } else if (!productor) {
    body = (
      <p role="alert" className="font-semibold text-red-800">
        {MSG.sinPermisos}
      </p>
    );
  } else {
    body = (
      <>
        <div>
          <h1 className="text-2xl font-bold text-brand-800">{productor.nombre}</h1>
          <NextFeria />
        </div>
        <Tabs
          tabs={TABS}
          current={tab}
          label="Mi puesto"
          onChoose={(id) =>
            setParams(
              (now) => {
                const next = new URLSearchParams(now);
                next.set('tab', id);
                return next;
              },
              { replace: true },
            )
          }
        >
          {tab === 'ventas' || tab === 'liquidacion' ? (
            <PeriodTabs show={tab} />
          ) : tab === 'pagos' ? (
            <PaymentsTab />
          ) : tab === 'productos' ? (
            <ProductsTab />
          ) : (
            <FeriasTab />
          )}
        </Tabs>
      </>
    );
  }
  return <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-5">{body}</div>;
}
