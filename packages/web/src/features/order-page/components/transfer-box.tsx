import type { PedidoView } from '@feria/domain/rules/order-page';
import { useUploadComprobanteMutation } from '../../../api/pedido.ts';
import { useShopConfig } from '../../../api/shop-config.ts';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** For a transfer not yet paid: where to send the money, the reference, and the receipt. */
export function TransferBox({
  order,
  t,
  total,
}: {
  order: PedidoView;
  t: string | null;
  total: string;
}) {
  const { data: config } = useShopConfig();
  const [upload, { isLoading }] = useUploadComprobanteMutation();
  // The rows a customer types into their bank's app can be copied.
  const rows: [string, string | undefined, boolean][] = [
    ['Alias', config?.transferAlias, true],
    ['CBU', config?.transferCbu, true],
    ['Titular', config?.transferHolder, false],
    ['Total a transferir', total, false],
  ];

  async function send(file: File | undefined) {
    if (!file) return;
    try {
      await upload({ id: order.id, t, file }).unwrap();
      toast.success('Recibimos tu comprobante');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <section
      aria-labelledby="transferencia"
      className="rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="transferencia" className="text-lg font-bold text-brand-800">
        Datos para la transferencia
      </h2>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        {rows.map(([label, value, copiable]) => (
          <div key={label} data-key-fact={copiable || undefined}>
            <dt className="text-xs font-semibold tracking-wide text-stone-700 uppercase">
              {label}
            </dt>
            <dd className="flex items-center justify-between gap-2">
              <span className="min-w-0 font-mono text-base break-all select-all">
                {value ?? '…'}
              </span>
              {copiable && value && (
                <CopyButton value={value} what={label === 'Alias' ? 'alias' : label} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div data-key-fact className="mt-3 flex items-center justify-between gap-2">
        <p className="font-semibold">
          Usá el número de pedido como referencia:{' '}
          <span className="font-mono select-all">{order.id}</span>
        </p>
        <CopyButton value={String(order.id)} what="número de pedido" />
      </div>
      {order.cobro.comprobante && (
        <p role="status" className="mt-2 font-semibold text-green-800">
          Comprobante recibido
        </p>
      )}
      <label className="mt-3 inline-flex min-h-12 cursor-pointer items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 has-[:disabled]:opacity-60">
        {isLoading ? 'Subiendo…' : 'Subir comprobante'}
        <input
          type="file"
          accept={ACCEPT}
          disabled={isLoading}
          className="sr-only"
          onChange={(e) => {
            void send(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
    </section>
  );
}
