import type { Section } from '@feria/domain/schemas/api-types';
import { srcSet } from '@feria/views/images.ts';

/** One saved section as the editor page lists it, cut 8:3 like the home carousel shows it. */
export function SectionCard({ seccion, section }: { seccion: number; section?: Section }) {
  const title = `Sección ${seccion}`;
  return (
    <article
      aria-label={title}
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      {section?.imageUrl ? (
        <img
          src={section.imageUrl}
          srcSet={srcSet(section.imageUrl)}
          sizes="(min-width: 768px) 33vw, 100vw"
          alt={`Imagen de la sección ${seccion}`}
          width={640}
          height={240}
          className="aspect-[8/3] w-full bg-brand-50 object-cover"
        />
      ) : (
        <div className="flex aspect-[8/3] items-center justify-center bg-brand-50 text-sm text-stone-500">
          Sin imagen
        </div>
      )}
      <div className="p-3">
        <h2 className="text-sm font-bold text-brand-800">{title}</h2>
        <p className="mt-1 text-sm break-words text-stone-700">
          {section?.texto || <span className="text-stone-500 italic">Sin texto</span>}
        </p>
      </div>
    </article>
  );
}
