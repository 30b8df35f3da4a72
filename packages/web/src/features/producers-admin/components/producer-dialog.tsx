import { PRODUCER_MSG } from '@feria/domain/messages/producers';
import {
  EMPTY_PRODUCER_FORM,
  type ProducerFormInput,
  type Productor,
  producerFormSchema,
} from '@feria/domain/schemas/producer';
import { srcSet } from '@feria/views/images.ts';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useSaveProducerMutation } from '../../../api/producers.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { labelClass, primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, fieldErrors } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadWithToast } from '../../../lib/upload.ts';

type Fields = { [K in keyof typeof EMPTY_PRODUCER_FORM]: string };

const fromProducer = (p: Productor): Fields => ({
  nombre: p.nombre,
  localidad: p.localidad,
  descripcion: p.descripcion,
  foto: p.foto,
  contacto: p.contacto,
  comision: String(p.comision).replace('.', ','),
});

/** Create or edit a producer (MARKET §4), with a photo uploaded as for products. */
export function ProducerDialog({
  producer,
  onClose,
}: {
  producer?: Productor;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<Fields>(
    producer ? fromProducer(producer) : { ...EMPTY_PRODUCER_FORM },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [save, { isLoading }] = useSaveProducerMutation();
  const busy = isLoading || uploading;
  const set = (key: keyof Fields) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadWithToast(file);
      if (url !== null) setFields((f) => ({ ...f, foto: url }));
    } finally {
      setUploading(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const form: ProducerFormInput = fields;
    const parsed = producerFormSchema.safeParse(form);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save({ id: producer?.id, form }).unwrap();
      toast.success(producer ? PRODUCER_MSG.productorActualizado : PRODUCER_MSG.productorCreado);
      onClose();
    } catch (err) {
      const byField = fieldErrors(err);
      setErrors(byField);
      if (Object.keys(byField).length === 0) toast.error(errorMessage(err));
    }
  }

  return (
    <Modal
      title={producer ? 'Editar productor' : 'Nuevo productor'}
      onClose={onClose}
      busy={busy}
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
        <TextField
          label="Localidad"
          value={fields.localidad}
          onChange={set('localidad')}
          error={errors.localidad}
        />
        <TextAreaField
          label="Historia"
          rows={4}
          value={fields.descripcion}
          onChange={set('descripcion')}
          error={errors.descripcion}
        />
        <TextField
          label="Contacto (solo personal)"
          value={fields.contacto}
          onChange={set('contacto')}
          error={errors.contacto}
        />
        <TextField
          label="Comisión (%)"
          inputMode="decimal"
          value={fields.comision}
          onChange={set('comision')}
          error={errors.comision}
          hint="Lo que se queda la feria, de 0 a 100"
        />
        <fieldset>
          <legend className={labelClass}>Foto</legend>
          {fields.foto && (
            <img
              src={fields.foto}
              srcSet={srcSet(fields.foto)}
              sizes="200px"
              alt={`Foto de ${fields.nombre || 'el productor'}`}
              className="mt-2 aspect-[4/3] w-48 rounded-lg object-cover ring-1 ring-stone-200"
            />
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <label
              className={`${secondaryButton} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}
            >
              {uploading ? 'Subiendo foto…' : fields.foto ? 'Cambiar foto' : 'Subir foto'}
              <input
                type="file"
                accept="image/*"
                onChange={onPhoto}
                disabled={busy}
                className="sr-only"
              />
            </label>
            {fields.foto && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setFields((f) => ({ ...f, foto: '' }))}
              >
                Quitar foto
              </button>
            )}
          </div>
          {errors.foto && <p className="mt-1 text-sm text-red-700">{errors.foto}</p>}
        </fieldset>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            Cancelar
          </button>
          <button type="submit" disabled={busy} className={primaryButton}>
            {isLoading ? 'Guardando…' : 'Guardar'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
