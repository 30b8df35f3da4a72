// Panel → Envíos (MARKET §14): a delivery zone made or changed. The barrios are typed one a line
// (or separated by commas); the server cleans them and answers each 400 and 409 in Spanish.
import type { Zona } from '@feria/domain/schemas/envios-api';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useSaveZonaMutation } from '../../../api/envios.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorClass, primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { normalizeAmount } from '../../../lib/amount-input.ts';
import { errorMessage, fieldErrors } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

type Fields = {
  nombre: string;
  barrios: string;
  costo: string;
  minimo: string;
  cupo: string;
  activa: boolean;
};

const EMPTY: Fields = { nombre: '', barrios: '', costo: '', minimo: '0', cupo: '', activa: true };

const fromZona = (z: Zona): Fields => ({
  nombre: z.nombre,
  barrios: z.barrios.join('\n'),
  costo: String(z.costo).replace('.', ','),
  minimo: String(z.minimo),
  cupo: z.cupo === null ? '' : String(z.cupo),
  activa: z.activa,
});

/** A typed amount ("1.500,50", "1500,50", "1500.50") as a number; blank or anything else is
 * sent as typed for the server to refuse in Spanish. */
const amount = (text: string): number | string => {
  const clean = normalizeAmount(text);
  return clean !== '' && Number.isFinite(Number(clean)) ? Number(clean) : text;
};

/** The form as the server reads it (barrios one a line or by commas; no cupo: null). */
const zonaBody = (f: Fields) => ({
  nombre: f.nombre,
  barrios: f.barrios.split(/[\n,]/),
  costo: amount(f.costo),
  minimo: amount(f.minimo === '' ? '0' : f.minimo),
  cupo: f.cupo.trim() === '' ? null : amount(f.cupo),
  activa: f.activa,
});

export function ZonaDialog({ zona, onClose }: { zona?: Zona; onClose: () => void }) {
  const [fields, setFields] = useState<Fields>(zona ? fromZona(zona) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState('');
  const [save, { isLoading }] = useSaveZonaMutation();
  const set = (key: keyof Fields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setConflict('');
    try {
      // The body is checked by the server's schema; what the form cannot type is refused there.
      await save({ id: zona?.id, body: zonaBody(fields) as never }).unwrap();
      toast.success(zona ? 'Zona actualizada' : 'Zona creada');
      onClose();
    } catch (err) {
      const byField = fieldErrors(err);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setConflict(errorMessage(err));
    }
  }

  return (
    <Modal
      title={zona ? 'Editar zona' : 'Nueva zona'}
      onClose={onClose}
      busy={isLoading}
      width="max-w-xl"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Nombre"
          value={fields.nombre}
          onChange={set('nombre')}
          error={errors.nombre}
          data-autofocus
        />
        <TextAreaField
          label="Barrios"
          rows={5}
          value={fields.barrios}
          onChange={set('barrios')}
          error={errors.barrios}
          hint="Uno por línea (o separados por comas)"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Costo de envío ($)"
            inputMode="decimal"
            value={fields.costo}
            onChange={set('costo')}
            error={errors.costo}
          />
          <TextField
            label="Compra mínima ($)"
            inputMode="numeric"
            value={fields.minimo}
            onChange={set('minimo')}
            error={errors.minimo}
          />
          <TextField
            label="Cupo por feria"
            inputMode="numeric"
            value={fields.cupo}
            onChange={set('cupo')}
            error={errors.cupo}
            hint="Vacío: sin límite"
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={fields.activa}
            onChange={(e) => setFields((f) => ({ ...f, activa: e.target.checked }))}
          />
          Activa
        </label>
        {conflict && (
          <p role="alert" className={errorClass}>
            {conflict}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={primaryButton} disabled={isLoading}>
            Guardar
          </button>
        </div>
      </form>
    </Modal>
  );
}
