import { useId } from 'react';

/** MARKET §9 (round 5): "Contenido de esta semana" of a bolsón; nothing when it has none. */
export function BolsonContenido({
  contenido,
  className = '',
}: {
  contenido?: string | null;
  className?: string;
}) {
  const titleId = useId();
  const text = contenido?.trim();
  if (!text) return null;
  return (
    <section aria-labelledby={titleId} className={`text-sm text-stone-800 ${className}`}>
      <h3 id={titleId} className="font-semibold text-brand-800">
        Contenido de esta semana
      </h3>
      <p className="whitespace-pre-line">{text}</p>
    </section>
  );
}
