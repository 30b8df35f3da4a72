import { normalizeText } from '@feria/domain/rules/catalog';
import type { FacetOption } from '@feria/domain/rules/storefront';
import { useId, useState } from 'react';
import { Link } from '../../../components/link.tsx';

type Props = {
  title: string;
  options: readonly FacetOption[];
  /** The chosen value, or null when "Todos" is in effect. */
  selected: string | null;
  allHref: string;
  hrefOf: (value: string) => string;
  defaultOpen?: boolean;
  onChoose?: () => void;
};

const optionClass = (active: boolean) =>
  `flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 text-sm ${
    active ? 'bg-brand-700 font-semibold text-white' : 'text-stone-800 hover:bg-brand-50'
  }`;

/** A collapsible filter ("Filtrar por categoría", "Filtrar por marca") with "Todos" first. */
export function FilterList({
  title,
  options,
  selected,
  allHref,
  hrefOf,
  defaultOpen = false,
  onChoose,
}: Props) {
  const [open, setOpen] = useState(defaultOpen || selected !== null);
  const listId = useId();
  const chosen = selected === null ? null : normalizeText(selected);
  return (
    <div className="py-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg px-1 text-left font-semibold text-brand-800"
      >
        {title}
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          className={`size-5 fill-current transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="mt-1 space-y-0.5">
        <li>
          <Link
            to={allHref}
            onClick={onChoose}
            aria-current={chosen === null ? 'true' : undefined}
            className={optionClass(chosen === null)}
          >
            Todos
          </Link>
        </li>
        {options.map((o) => {
          const active = chosen === normalizeText(o.value);
          return (
            <li key={o.value}>
              <Link
                to={hrefOf(o.value)}
                onClick={onChoose}
                aria-current={active ? 'true' : undefined}
                className={optionClass(active)}
              >
                <span className="min-w-0 truncate">{o.value}</span>
                <span
                  aria-hidden
                  className={`shrink-0 text-xs ${active ? 'text-brand-100' : 'text-stone-500'}`}
                >
                  {o.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
