import { formatFixedMoney } from '@feria/domain/rules/money';
import { deliveryLabel, paymentLabel } from '@feria/domain/rules/payment';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { useState } from 'react';
import { useSessionUser } from '../../../api/session.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { dangerButton } from '../../../components/ui/styles.ts';
import { WhatsappNoticeLink } from '../../../components/whatsapp-notice-link.tsx';
import { useGetSaleQuery } from '../api.ts';
import { AnnulDialog } from './annul-dialog.tsx';
import { AvisosPanel } from './avisos-panel.tsx';
import { CobroPanel } from './cobro-panel.tsx';
import { FacturaPanel } from './factura-panel.tsx';
import { PagosPanel } from './pagos-panel.tsx';
import { SaleLines } from './sale-lines.tsx';
import { ShippingPanel } from './shipping-panel.tsx';
import { StatusBadge } from './status-badge.tsx';

/** "Información de ventas": date, lines that fold open, totals and the shipping panel. */
export function SaleDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: sale, isFetching, isError } = useGetSaleQuery(id);
  const isAdmin = useSessionUser()?.rol === 'admin';
  // One dialog at a time: the confirmation takes the detail's place and gives it back.
  const [annulling, setAnnulling] = useState(false);
  if (annulling) return <AnnulDialog id={id} onClose={() => setAnnulling(false)} />;
  return (
    <Modal title="Información de ventas" onClose={onClose} width="max-w-lg">
      {isFetching && !sale ? (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-stone-600">
          <span
            aria-hidden
            className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
          />
          Cargando venta…
        </p>
      ) : isError || !sale ? (
        <p role="alert" className="py-8 text-center text-red-700">
          No se pudo cargar la venta.
        </p>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              Venta #{sale.id} · {sale.fecha} {sale.hora}
            </p>
            <StatusBadge estado={sale.estadoPago} />
          </div>
          {sale.cliente.nombre && (
            <p className="text-sm">
              <span className="text-stone-600">Cliente:</span>{' '}
              <span className="font-semibold">{sale.cliente.nombre}</span>
            </p>
          )}
          <WhatsappNoticeLink saleId={sale.id} />
          <section aria-label="Productos" className="space-y-2">
            <h3 className="font-bold text-brand-800">Productos</h3>
            <SaleLines lines={sale.lineas} />
          </section>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-stone-600">Forma de pago</dt>
              <dd>{paymentLabel(sale.formaPago)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-stone-600">Entrega</dt>
              <dd>{deliveryLabel(sale.envio)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-stone-600">Subtotal</dt>
              <dd className="tabular-nums">{formatFixedMoney(sale.subtotal)}</dd>
            </div>
            {Number(sale.recargo) > 0 && (
              <div className="flex justify-between gap-2">
                <dt className="text-stone-600">Recargo</dt>
                <dd className="tabular-nums">{formatFixedMoney(sale.recargo)}</dd>
              </div>
            )}
            {Number(sale.envioCosto) > 0 && (
              <div className="flex justify-between gap-2">
                <dt className="text-stone-600">Envío {sale.zona}</dt>
                <dd className="tabular-nums">{formatFixedMoney(sale.envioCosto)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-2 border-t border-stone-200 pt-1 text-base font-bold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatFixedMoney(sale.total)}</dd>
            </div>
          </dl>
          <CobroPanel sale={sale} />
          <FacturaPanel sale={sale} />
          <PagosPanel sale={sale} />
          <AvisosPanel sale={sale} />
          <section aria-label="Envío" className="space-y-2">
            <h3 className="font-bold text-brand-800">Envío</h3>
            <ShippingPanel sale={sale} />
          </section>
          {isAdmin && sale.estadoPago !== ANNULLED_STATUS && (
            <button
              type="button"
              onClick={() => setAnnulling(true)}
              className={`${dangerButton} w-full`}
            >
              Anular venta
            </button>
          )}
        </div>
      )}
    </Modal>
  );
}
