import { formatMoney, toCents } from '@feria/domain/rules/money';
import type { PedidoView } from '@feria/domain/rules/order-page';
import { lineSubtotalCents, stepOf } from '@feria/domain/rules/weight';
import { useState } from 'react';
import { useProducts } from '../../../api/catalog.ts';
import { useChangePedidoMutation } from '../../../api/pedido.ts';
import { primaryButton, quietButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { AddProduct } from './add-product.tsx';
import { ChangeLine, type DraftLine } from './change-line.tsx';

type Props = { order: PedidoView; t: string | null; onClose: () => void };

/** What the order holds now, by product (a deleted product's line cannot be kept). */
function heldOf(order: PedidoView): Map<number, number> {
  const held = new Map<number, number>();
  for (const l of order.lineas) {
    if (l.productId !== null) held.set(l.productId, (held.get(l.productId) ?? 0) + l.cantidad);
  }
  return held;
}

/** MARKET §10 "Cambiar pedido": the lines with steppers, products to add, "Guardar cambios". */
export function ChangeOrderForm({ order, t, onClose }: Props) {
  const held = heldOf(order);
  const [draft, setDraft] = useState<DraftLine[]>(() =>
    [...held].map(([id, cantidad]) => ({ id, cantidad })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const catalogue = useProducts().data ?? [];
  const [save, { isLoading }] = useChangePedidoMutation();
  const productOf = (id: number) => catalogue.find((p) => p.id === id);
  const nameOf = (id: number) => order.lineas.find((l) => l.productId === id)?.nombre ?? '';
  const maxOf = (id: number) => (productOf(id)?.stock ?? 0) + (held.get(id) ?? 0);
  const offered = catalogue.filter(
    (p) => !draft.some((l) => l.id === p.id) && maxOf(p.id) >= stepOf(p),
  );
  const total = draft.reduce((sum, l) => {
    const p = productOf(l.id);
    return p ? sum + lineSubtotalCents(p.unidad, toCents(p.precio), l.cantidad) : sum;
  }, 0);
  const set = (id: number, cantidad: number) =>
    setDraft((lines) => lines.map((l) => (l.id === id ? { ...l, cantidad } : l)));

  async function submit() {
    setProblem(null);
    try {
      await save({ id: order.id, t, productos: draft }).unwrap();
      toast.success('Guardamos los cambios de tu pedido');
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="cambiar" className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="cambiar" className="text-lg font-bold text-brand-800">
        Cambiar pedido
      </h2>
      <ul className="mt-2">
        {draft.map((line) => (
          <ChangeLine
            key={line.id}
            line={line}
            product={productOf(line.id)}
            nombre={nameOf(line.id)}
            max={maxOf(line.id)}
            disabled={isLoading}
            onChange={(n) => set(line.id, n)}
            onRemove={() => setDraft((lines) => lines.filter((l) => l.id !== line.id))}
          />
        ))}
      </ul>
      {draft.length === 0 && (
        <p className="py-2 text-stone-600">
          Tu pedido no tiene productos. Agregá alguno o cancelá el pedido.
        </p>
      )}
      <AddProduct
        offered={offered}
        disabled={isLoading}
        onAdd={(p) => setDraft((lines) => [...lines, { id: p.id, cantidad: stepOf(p) }])}
      />
      <p className="mt-3 flex justify-between border-t border-stone-200 pt-2 text-lg font-bold">
        <span>Nuevo total</span> <span>{formatMoney(total)}</span>
      </p>
      {problem && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={isLoading} className={quietButton}>
          Dejarlo como estaba
        </button>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={isLoading || draft.length === 0}
          className={primaryButton}
        >
          {isLoading ? 'Guardando…' : 'Guardar cambios'}
        </button>
      </div>
    </section>
  );
}
