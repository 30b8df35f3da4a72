import { PRICE_MSG } from '@feria/domain/messages/prices';
import { CATEGORIES } from '@feria/domain/rules/catalog';
import { formatMoney, toCents } from '@feria/domain/rules/money';
import {
  parsePercent,
  ROUNDING_STEPS,
  type RoundingStep,
} from '@feria/domain/rules/price-adjustment';
import { compareSpanish } from '@feria/domain/rules/spanish-order';
import type { PriceChangeLine } from '@feria/domain/schemas/price-adjustment';
import { type FormEvent, useMemo, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetAdminProductsQuery } from '../api.ts';
import { useAdjustPricesMutation } from '../prices-api.ts';

type Props = { onClose: () => void; onApplied: (ajusteId: number, count: number) => void };

const STEP_LABEL: Record<RoundingStep, string> = {
  0: 'Sin redondeo',
  10: 'a $10',
  50: 'a $50',
  100: 'a $100',
};

/** "Ajustar precios" (MARKET.md §5): scope, percentage, rounding, a preview, then apply. */
export function AdjustPricesDialog({ onClose, onApplied }: Props) {
  const { data: products } = useGetAdminProductsQuery();
  const brands = useMemo(
    () => [...new Set((products ?? []).map((p) => p.marca))].sort(compareSpanish),
    [products],
  );
  const [scope, setScope] = useState('todos');
  const [percent, setPercent] = useState('');
  const [step, setStep] = useState<RoundingStep>(0);
  const [preview, setPreview] = useState<PriceChangeLine[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adjust, { isLoading }] = useAdjustPricesMutation();

  const reset = () => {
    setPreview(null);
    setProblem(null);
  };

  async function send(vistaPrevia: boolean) {
    setProblem(null);
    const porcentaje = parsePercent(percent);
    if (porcentaje === null) return setProblem(PRICE_MSG.porcentajeRango);
    const [kind, value] = [scope.slice(0, 2), scope.slice(2)];
    try {
      const answer = await adjust({
        porcentaje,
        redondeo: step,
        vistaPrevia,
        ...(kind === 'c:' ? { categoria: value } : kind === 'm:' ? { marca: value } : {}),
      }).unwrap();
      if (vistaPrevia) return setPreview(answer.cambios);
      onApplied(answer.ajusteId ?? 0, answer.cambios.length);
    } catch (err) {
      setPreview(null);
      setProblem(errorMessage(err));
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <Modal title="Ajustar precios" onClose={onClose} width="max-w-2xl" busy={isLoading}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Productos"
          value={scope}
          onChange={(e) => {
            setScope(e.target.value);
            reset();
          }}
        >
          <option value="todos">Todos</option>
          <optgroup label="Categoría">
            {CATEGORIES.map((c) => (
              <option key={c} value={`c:${c}`}>
                {c}
              </option>
            ))}
          </optgroup>
          <optgroup label="Productor">
            {brands.map((b) => (
              <option key={b} value={`m:${b}`}>
                {b}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <TextField
          label="Porcentaje"
          value={percent}
          inputMode="decimal"
          placeholder="Ej.: 12,5 o -10"
          autoComplete="off"
          data-autofocus
          onChange={(e) => {
            setPercent(e.target.value);
            reset();
          }}
        />
        <SelectField
          label="Redondeo"
          value={String(step)}
          onChange={(e) => {
            setStep(Number(e.target.value) as RoundingStep);
            reset();
          }}
        >
          {ROUNDING_STEPS.map((s) => (
            <option key={s} value={s}>
              {STEP_LABEL[s]}
            </option>
          ))}
        </SelectField>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
            {problem}
          </p>
        )}
        {preview && <PreviewTable lines={preview} />}
        <div className="flex flex-col-reverse gap-2 sm:col-span-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={isLoading} className={secondaryButton}>
            Cancelar
          </button>
          <button type="submit" disabled={isLoading} className={secondaryButton}>
            Vista previa
          </button>
          <button
            type="button"
            disabled={isLoading || !preview}
            onClick={() => void send(false)}
            className={primaryButton}
          >
            Aplicar
          </button>
        </div>
      </form>
    </Modal>
  );
}

function PreviewTable({ lines }: { lines: PriceChangeLine[] }) {
  return (
    <ScrollRegion
      label="Vista previa"
      className="max-h-72 overflow-y-auto rounded-lg border border-stone-200 sm:col-span-3"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Vista previa del ajuste</caption>
        <thead className="sticky top-0 bg-stone-100 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              Producto
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Antes
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Después
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-t border-stone-200">
              <td className="px-3 py-2">{line.nombre}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {formatMoney(toCents(line.antes))}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums">
                {formatMoney(toCents(line.despues))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-stone-200 px-3 py-2 text-sm text-stone-600">
        {lines.length === 1 ? '1 producto cambia' : `${lines.length} productos cambian`}
      </p>
    </ScrollRegion>
  );
}
