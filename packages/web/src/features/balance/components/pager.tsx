import { pageWindow } from '@feria/domain/pagination';

type Props = { page: number; pages: number; onPage: (page: number) => void; label: string };

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';

/** Previous, a window of page numbers, next. */
export function Pager({ page, pages, onPage, label }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Página anterior"
        className={`${base} text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent`}
      >
        «
      </button>
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Página ${n}`}
          className={`${base} ${n === page ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label="Página siguiente"
        className={`${base} text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent`}
      >
        »
      </button>
    </nav>
  );
}
