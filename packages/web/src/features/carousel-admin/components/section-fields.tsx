import { CAROUSEL_TEXT_MAX } from '@feria/domain/schemas/carousel';
import { srcSet } from '@feria/views/images.ts';
import { type ChangeEvent, useState } from 'react';
import { errorClass, inputClass, labelClass } from '../../../components/ui/styles.ts';
import { uploadWithToast } from '../../../lib/upload.ts';

export type SectionDraft = { seccion: 1 | 2 | 3; imagen: string; texto: string };

type Props = {
  draft: SectionDraft;
  onChange: (draft: SectionDraft) => void;
  onUploading: (busy: boolean) => void;
  errors: { imagen?: string; texto?: string };
};

/** One section of "Crear Secciones": a picture (chooser or preview with remove) and its text. */
export function SectionFields({ draft, onChange, onUploading, errors }: Props) {
  const [uploading, setUploading] = useState(false);
  const n = draft.seccion;
  const left = CAROUSEL_TEXT_MAX - draft.texto.length;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    onUploading(true);
    try {
      const url = await uploadWithToast(file);
      if (url !== null) onChange({ ...draft, imagen: url });
    } finally {
      setUploading(false);
      onUploading(false);
    }
  }

  return (
    <fieldset className="rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-bold text-brand-800">Sección {n}</legend>
      {draft.imagen ? (
        <div>
          <img
            src={draft.imagen}
            srcSet={srcSet(draft.imagen)}
            sizes="(min-width: 768px) 20rem, 90vw"
            alt={`Vista previa de la sección ${n}`}
            className="aspect-[8/3] w-full rounded-lg bg-brand-50 object-cover"
          />
          <button
            type="button"
            onClick={() => onChange({ ...draft, imagen: '' })}
            className="mt-2 min-h-11 w-full rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            Quitar imagen
            <span className="sr-only"> de la sección {n}</span>
          </button>
        </div>
      ) : (
        <div>
          <label htmlFor={`seccion-${n}-imagen`} className={labelClass}>
            Imagen de la sección {n}
          </label>
          <input
            id={`seccion-${n}-imagen`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={choose}
            disabled={uploading}
            className="mt-1 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:font-semibold file:text-brand-800"
          />
          {uploading && (
            <p role="status" className="mt-1 text-sm text-stone-600">
              Subiendo imagen…
            </p>
          )}
        </div>
      )}
      {errors.imagen && <p className={errorClass}>{errors.imagen}</p>}
      <div className="mt-3">
        <label htmlFor={`seccion-${n}-texto`} className={labelClass}>
          Texto de la sección {n}
        </label>
        <textarea
          id={`seccion-${n}-texto`}
          rows={5}
          maxLength={CAROUSEL_TEXT_MAX}
          value={draft.texto}
          onChange={(e) => onChange({ ...draft, texto: e.target.value })}
          aria-describedby={`seccion-${n}-contador`}
          aria-invalid={Boolean(errors.texto)}
          className={`${inputClass} py-2`}
        />
        <p
          id={`seccion-${n}-contador`}
          className={`mt-1 text-right text-xs ${left < 20 ? 'font-semibold text-earth-700' : 'text-stone-600'}`}
        >
          {draft.texto.length}/{CAROUSEL_TEXT_MAX} caracteres
        </p>
        {errors.texto && <p className={errorClass}>{errors.texto}</p>}
      </div>
    </fieldset>
  );
}
