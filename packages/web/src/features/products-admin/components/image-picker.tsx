import { TIMING } from '@feria/domain/look/timing';
import { MSG } from '@feria/domain/messages/shop';
import { MAX_IMAGES } from '@feria/domain/schemas/product';
import { srcSet } from '@feria/views/images.ts';
import { type ChangeEvent, useId, useState } from 'react';
import { errorClass, labelClass } from '../../../components/ui/styles.ts';
import { toast } from '../../../lib/toast.ts';
import { isSupportedImage, uploadWithToast } from '../../../lib/upload.ts';

type Props = {
  images: string[];
  onChange: (images: string[]) => void;
  onBusy: (busy: boolean) => void;
  error?: string;
};

/**
 * SPEC §5 pictures: choose files; each is checked, compressed and uploaded one at a time and its
 * address appended to the list; every picture can be removed.
 */
export function ImagePicker({ images, onChange, onBusy, error }: Props) {
  const inputId = useId();
  const errorId = useId();
  const [progress, setProgress] = useState<string | null>(null);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again
    let list = images;
    onBusy(true);
    try {
      for (const [i, file] of files.entries()) {
        if (!isSupportedImage(file)) {
          toast.error(MSG.formatoImagen, TIMING.toastDismissMs);
          continue;
        }
        if (list.length >= MAX_IMAGES) {
          toast.error(MSG.imagenesMaximo);
          break;
        }
        setProgress(`Subiendo imagen ${i + 1} de ${files.length}…`);
        const url = await uploadWithToast(file);
        if (url === null) continue;
        list = [...list, url];
        onChange(list);
      }
    } finally {
      setProgress(null);
      onBusy(false);
    }
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>Imágenes</legend>
      {images.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {images.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                srcSet={srcSet(url)}
                sizes="120px"
                alt={`Imagen ${index + 1}`}
                className="aspect-square w-full rounded-lg object-cover ring-1 ring-stone-200"
              />
              <button
                type="button"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
                aria-label={`Quitar imagen ${index + 1}`}
                className="absolute top-0 right-0 flex size-11 items-start justify-end p-1"
              >
                <span
                  aria-hidden
                  className="flex size-7 items-center justify-center rounded-full bg-white/90 text-lg leading-none text-red-700 shadow ring-1 ring-stone-300"
                >
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        htmlFor={inputId}
        className="mt-2 flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-brand-200 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 hover:border-brand-500 has-[:disabled]:cursor-wait has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
      >
        {progress ?? 'Elegir imágenes (.jpg, .jpeg, .png, .webp)'}
        <input
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png,.webp"
          multiple
          disabled={progress !== null}
          onChange={onFiles}
          className="sr-only"
        />
      </label>
      <p role="status" className="sr-only">
        {progress ?? ''}
      </p>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
