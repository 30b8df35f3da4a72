import { formatMoney, toCents } from '@feria/domain/rules/money';
import { lineSubtotalCents, stepOf } from '@feria/domain/rules/weight';
import type { Product } from '@feria/domain/schemas/api-types';
import { precioDe } from '@feria/views/format.ts';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { dangerTextButton } from '../../../components/ui/styles.ts';
import { WeightStepper } from '../../../components/weight-stepper.tsx';

export type DraftLine = { id: number; cantidad: number };

type Props = {
  line: DraftLine;
  /** The product as the catalogue has it now; absent when it is no longer offered. */
  product: Product | undefined;
  /** Its name from the order, for a product no longer offered. */
  nombre: string;
  /** What the order may hold of it: the stock plus what it already holds. */
  max: number;
  disabled: boolean;
  onChange: (cantidad: number) => void;
  onRemove: () => void;
};

/** One line of "Cambiar pedido": steppers by unit or by the product's paso (MARKET §8). */
export function ChangeLine({ line, product, nombre, max, disabled, onChange, onRemove }: Props) {
  const step = product ? stepOf(product) : 1;
  const clamp = (n: number) => Math.max(step, Math.min(n, max));
  const shown = product?.nombre ?? nombre;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 py-3">
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold text-stone-900">{shown}</p>
        <p className="text-sm text-stone-600">
          {product
            ? `${product.unidad === 'kg' ? precioDe(product) : `${precioDe(product)} c/u`} · ${formatMoney(lineSubtotalCents(product.unidad, toCents(product.precio), line.cantidad))}`
            : 'Ya no se ofrece: podés dejarlo o quitarlo'}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {product?.unidad === 'kg' ? (
          <WeightStepper
            nombre={product.nombre}
            gramos={line.cantidad}
            paso={step}
            max={max}
            disabled={disabled}
            onDecrease={() => onChange(clamp(line.cantidad - step))}
            onIncrease={() => onChange(clamp(line.cantidad + step))}
          />
        ) : (
          <QuantityStepper
            decreaseLabel={`Quitar una unidad de ${shown}`}
            increaseLabel={`Agregar una unidad de ${shown}`}
            canDecrease={line.cantidad > 1}
            canIncrease={line.cantidad < max}
            disabled={disabled}
            onDecrease={() => onChange(clamp(line.cantidad - 1))}
            onIncrease={() => onChange(clamp(line.cantidad + 1))}
            input={{
              min: 1,
              max: Math.max(1, max),
              'aria-label': `Cantidad de ${shown}`,
              value: String(line.cantidad),
              onChange: (e) => {
                const typed = e.target.valueAsNumber;
                if (Number.isFinite(typed)) onChange(clamp(Math.trunc(typed)));
              },
            }}
          />
        )}
        <button
          type="button"
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Quitar ${shown} del pedido`}
          className={dangerTextButton}
        >
          Quitar
        </button>
      </div>
    </li>
  );
}
