// MARKET §8 at the point of sale: a product sold by weight asks "Peso (g)" — what the scale says,
// any whole grams ≥ 1 — typed on a keypad, then goes to the ticket with that weight.
import { cartItemFromProduct, quantityInCart } from '@feria/domain/rules/cart';
import { formatMoney, toCents } from '@feria/domain/rules/money';
import {
  checkGramos,
  formatGramos,
  formatPrecio,
  kgDisponibles,
  lineSubtotalCents,
} from '@feria/domain/rules/weight';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { primaryButton } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { useTicket, useTicketDispatch } from '../hooks/use-ticket.ts';
import { nextDigits, WeighKeypad } from './weigh-keypad.tsx';
import { closeWeighing, useWeighing } from './weigh-store.ts';

/** Drawn once by the POS screen; shows itself while a product waits for its weight. */
export function WeighDialogHost() {
  const product = useWeighing();
  return product ? <WeighDialog key={product.id} product={product} /> : null;
}

function WeighDialog({ product }: { product: NonNullable<ReturnType<typeof useWeighing>> }) {
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useTicketDispatch();
  const { items } = useTicket();
  const gramos = Number(digits || '0');
  const left = product.stock - quantityInCart(items, product.id);
  const precioCents = toCents(product.precio);

  function add() {
    const invalid = checkGramos(gramos);
    const message = invalid ?? (gramos > left ? kgDisponibles(Math.max(0, left)) : null);
    if (message) return setProblem(message);
    const item = cartItemFromProduct(product);
    send({ type: 'cart', action: { type: 'add', item, cantidad: gramos } });
    toast.success(`${product.nombre}: ${formatGramos(gramos)}`, 1500);
    closeWeighing();
  }

  return (
    <Modal
      title={product.nombre}
      subtitle={formatPrecio('kg', precioCents)}
      onClose={closeWeighing}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
        className="flex flex-col gap-3"
      >
        <label htmlFor="peso-gramos" className="text-sm font-semibold text-stone-700">
          Peso (g)
        </label>
        <input
          id="peso-gramos"
          inputMode="numeric"
          autoComplete="off"
          value={digits}
          onChange={(e) => {
            setProblem(null);
            setDigits(e.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 7));
          }}
          aria-describedby="peso-total"
          className="h-16 rounded-xl border border-stone-300 px-4 text-right text-3xl font-bold tabular-nums"
        />
        <p id="peso-total" className="text-right text-sm text-stone-700" aria-live="polite">
          {gramos > 0
            ? `${formatGramos(gramos)} · ${formatMoney(lineSubtotalCents('kg', precioCents, gramos))}`
            : ' '}
        </p>
        {problem && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
        <WeighKeypad
          digits={digits}
          onKey={(key) => {
            setProblem(null);
            setDigits(nextDigits(digits, key));
          }}
        />
        <button type="submit" className={`${primaryButton} min-h-14 w-full text-lg`}>
          Agregar
        </button>
      </form>
    </Modal>
  );
}
