import { useShopConfig } from '../../../api/shop-config.ts';
import { Modal } from '../../../components/ui/modal.tsx';

/** "Datos para la transferencia" (SPEC §2): alias, CBU and holder from the shop's settings. */
export function TransferDialog({ onClose }: { onClose: () => void }) {
  const { data: config } = useShopConfig();
  const rows: [string, string | undefined][] = [
    ['Alias', config?.transferAlias],
    ['CBU', config?.transferCbu],
    ['Titular', config?.transferHolder],
  ];
  // Only information: a click beside it closes it too, and "Cerrar" is its one control.
  return (
    <Modal
      title="Datos para la transferencia"
      subtitle="Usá estos datos para pagar el total de tu pedido."
      onClose={onClose}
      closeOnBackdrop
      closeButton={false}
    >
      <dl className="space-y-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {label}
            </dt>
            <dd className="font-mono text-base break-all text-stone-900 select-all">
              {value ?? '…'}
            </dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        data-autofocus
        onClick={onClose}
        className="mt-5 min-h-12 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Cerrar
      </button>
    </Modal>
  );
}
