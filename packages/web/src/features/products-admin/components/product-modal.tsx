import { TIMING } from '@feria/domain/look/timing';
import { MSG } from '@feria/domain/messages/shop';
import { CATEGORIES } from '@feria/domain/rules/catalog';
import type { Product } from '@feria/domain/schemas/api-types';
import { MAX_CONTENIDO } from '@feria/domain/schemas/product';
import { type FormEvent, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, fieldErrors } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateProductMutation, useUpdateProductMutation } from '../api.ts';
import { type Errors, TEXT_FIELDS, useProductForm } from '../hooks/use-product-form.ts';
import { ImagePicker } from './image-picker.tsx';
import { PriceHistory } from './price-history.tsx';
import { WeightFields } from './weight-fields.tsx';

type Props = { product: Product | null; onClose: () => void };

const LABELS = {
  categoria: 'Categoría',
  nombre: 'Nombre',
  marca: 'Marca',
  medida: 'Medida',
  cantidad: 'Cantidad',
  precio: 'Precio',
  sku: 'SKU',
  descripcion: 'Descripción',
  unidad: 'Se vende por',
  paso: 'Paso (g)',
} as const;

/** "Crear nuevo producto" / "Editar producto" (SPEC §2, §5, §8). */
export function ProductModal({ product, onClose }: Props) {
  const editing = product !== null;
  const form = useProductForm(product);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The stock the dialog showed (API.md `stockAnterior`): sales made while it is open stay
  // counted; after a 409 it is the stock the server reported, so saving again writes the form's.
  const [shownStock, setShownStock] = useState(product?.stock);
  // MARKET §9: "Se puede suscribir" (a bolsón).
  const [suscribible, setSuscribible] = useState(product?.suscribible ?? false);
  // MARKET §9 (round 5): the bolsón's "Contenido de esta semana", apart from its description.
  const [contenido, setContenido] = useState(product?.contenido ?? '');
  const [contenidoError, setContenidoError] = useState<string | undefined>();
  const bolson = suscribible ? { suscribible, contenido } : { suscribible };
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const saving = creating.isLoading || updating.isLoading;
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstError(errors: Errors) {
    const first = [...TEXT_FIELDS, 'url'].find((f) => errors[f as keyof Errors]);
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setContenidoError(undefined);
    const errors = form.validate();
    if (Object.keys(errors).length > 0) return focusFirstError(errors);
    const loading = editing ? null : toast.loading(MSG.creandoProducto);
    try {
      if (editing) {
        await update({
          ...form.body(),
          id: product.id,
          stockAnterior: shownStock,
          ...bolson,
        }).unwrap();
        toast.success(MSG.editadoExitosamente, TIMING.toastDismissMs);
      } else {
        await create({ ...form.body(), publicado: 'si', ...bolson }).unwrap();
        if (loading !== null) toast.dismiss(loading);
        toast.success(MSG.creadoExitosamente, TIMING.toastDismissMs);
      }
      onClose();
    } catch (err) {
      if (loading !== null) toast.dismiss(loading);
      const current = (err as { data?: { stock?: unknown } }).data?.stock;
      if (typeof current === 'number') setShownStock(current);
      const { contenido: contenidoProblem, ...server } = fieldErrors(err) as Errors & {
        contenido?: string;
      };
      setContenidoError(contenidoProblem);
      form.setErrors(server);
      if (Object.keys(server).length > 0) focusFirstError(server);
      else setProblem(errorMessage(err));
      toast.error(editing ? errorMessage(err) : MSG.errorCrearProducto, TIMING.toastDismissMs);
    }
  }

  const field = (name: keyof typeof LABELS) => ({
    label: LABELS[name],
    name,
    value: form.values[name],
    error: form.errors[name],
    autoComplete: 'off',
    onChange: (e: { target: { value: string } }) => form.setValue(name, e.target.value),
  });

  return (
    <Modal
      title={editing ? 'Editar producto' : 'Crear nuevo producto'}
      onClose={onClose}
      width="max-w-2xl"
      busy={saving}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field('categoria')}>
          <option value="">Elegí una categoría</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField {...field('nombre')} />
        <TextField {...field('marca')} />
        <TextField {...field('medida')} placeholder="Ej.: 500 g" />
        <TextField {...field('cantidad')} inputMode="numeric" />
        <TextField {...field('precio')} inputMode="decimal" placeholder="1234.50" />
        <WeightFields unidad={field('unidad')} paso={field('paso')} />
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-700 sm:col-span-2">
          <input
            type="checkbox"
            name="suscribible"
            checked={suscribible}
            onChange={(e) => setSuscribible(e.target.checked)}
          />
          Se puede suscribir
        </label>
        {suscribible && (
          <div className="sm:col-span-2">
            <TextAreaField
              label="Contenido de esta semana"
              name="contenido"
              value={contenido}
              error={contenidoError}
              maxLength={MAX_CONTENIDO}
              rows={3}
              hint={`Se muestra en Mis bolsones, en el pedido y en el correo. Hasta ${MAX_CONTENIDO} caracteres.`}
              onChange={(e) => setContenido(e.target.value)}
            />
          </div>
        )}
        <div className="sm:col-span-2">
          <TextField
            {...field('sku')}
            hint={editing ? 'Vacío conserva el actual.' : 'Opcional: si lo dejás vacío se genera.'}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField {...field('descripcion')} rows={4} />
        </div>
        <div className="sm:col-span-2">
          <ImagePicker
            images={form.images}
            onChange={form.setImages}
            onBusy={setUploading}
            error={form.errors.url}
          />
        </div>
        {editing && <PriceHistory productId={product.id} />}
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={saving} className={secondaryButton}>
            Cancelar
          </button>
          <button type="submit" disabled={saving || uploading} className={primaryButton}>
            {saving ? 'Guardando…' : editing ? 'Guardar cambios' : 'Crear producto'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
