import { CAROUSEL_SECTIONS } from '@feria/domain/schemas/carousel';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { primaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetAdminSectionsQuery } from '../api.ts';
import { SectionCard } from '../components/section-card.tsx';
import { SectionsForm } from '../components/sections-form.tsx';

/** /dashboard/carrousel (admin): the home carousel's three sections and their editor. */
export function CarouselPage() {
  const { data, error, isLoading } = useGetAdminSectionsQuery();
  const [editing, setEditing] = useState(false);

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-800">Carrusel</h1>
        <button
          type="button"
          onClick={() => setEditing(true)}
          disabled={!data}
          className={`${primaryButton} w-full sm:w-auto`}
        >
          Modificar carrusel
        </button>
      </div>
      <p className="text-sm text-stone-600">
        Las tres secciones que se muestran en el carrusel de la página de inicio, en este orden.
      </p>
      {isLoading && <p className="text-stone-600">Cargando secciones…</p>}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {errorMessage(error, 'No se pudieron cargar las secciones')}
        </p>
      )}
      {data && (
        <div className="grid gap-3 md:grid-cols-3">
          {CAROUSEL_SECTIONS.map((n) => (
            <SectionCard key={n} seccion={n} section={data.find((s) => s.seccion === n)} />
          ))}
        </div>
      )}
      {editing && (
        <Modal title="Crear Secciones" onClose={() => setEditing(false)} width="max-w-3xl">
          <SectionsForm saved={data ?? []} onDone={() => setEditing(false)} />
        </Modal>
      )}
    </div>
  );
}
