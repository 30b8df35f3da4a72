import { MSG } from '@feria/domain/messages/shop';
import type { Section } from '@feria/domain/schemas/api-types';
import { CAROUSEL_SECTIONS, sectionsSchema } from '@feria/domain/schemas/carousel';
import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { fieldErrors } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveSectionsMutation } from '../api.ts';
import { type SectionDraft, SectionFields } from './section-fields.tsx';

type Errors = Record<string, string>; // "0.texto" → message, as the API names fields

function draftsOf(saved: readonly Section[]): SectionDraft[] {
  return CAROUSEL_SECTIONS.map((seccion) => {
    const s = saved.find((x) => x.seccion === seccion);
    return { seccion, imagen: s?.imageUrl ?? '', texto: s?.texto ?? '' };
  });
}

/** "Crear Secciones": the three sections edited together and saved at once. */
export function SectionsForm({ saved, onDone }: { saved: Section[]; onDone: () => void }) {
  const [drafts, setDrafts] = useState(() => draftsOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [uploads, setUploads] = useState(0);
  const [save, { isLoading }] = useSaveSectionsMutation();

  const update = (index: number) => (draft: SectionDraft) =>
    setDrafts((all) => all.map((d, i) => (i === index ? draft : d)));
  const trackUpload = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sectionsSchema.safeParse(drafts);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error));
      toast.error(MSG.errorGuardarDatos);
      return;
    }
    try {
      await save(parsed.data).unwrap();
      toast.success(MSG.datosGuardados);
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(MSG.errorGuardarDatos);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="grid gap-3 md:grid-cols-3">
        {drafts.map((draft, i) => (
          <SectionFields
            key={draft.seccion}
            draft={draft}
            onChange={update(i)}
            onUploading={trackUpload}
            errors={{ imagen: errors[`${i}.imagen`], texto: errors[`${i}.texto`] }}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={secondaryButton}>
          Cancelar
        </button>
        <button type="submit" disabled={isLoading || uploads > 0} className={primaryButton}>
          {isLoading ? 'Guardando…' : 'Guardar'}
        </button>
      </div>
    </form>
  );
}
