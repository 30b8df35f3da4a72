import { pageWindow } from '@feria/domain/pagination';

type Props = { page: number; pages: number; onPage: (page: number) => void };

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold disabled:text-stone-400 disabled:hover:bg-transparent';
const idle = `${base} text-brand-800 hover:bg-brand-50`;

/** SPEC §2, §9: Primera, <<, a sliding window of 4 page numbers, >>, Última. */
export function ProductsPager({ page, pages, onPage }: Props) {
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav
      aria-label="Paginación de productos"
      className="flex flex-wrap items-center justify-center gap-1"
    >
      <button type="button" disabled={first} onClick={() => onPage(1)} className={idle}>
        Primera
      </button>
      <button
        type="button"
        disabled={first}
        onClick={() => onPage(page - 1)}
        aria-label="Página anterior"
        className={idle}
      >
        {'<<'}
      </button>
      {/* On a phone the numbers take the first line and the four arrows the second. */}
      <div className="order-first flex w-full justify-center gap-1 sm:order-none sm:w-auto">
        {pageWindow(page, pages).map((n) => (
          <button
            key={n}
            type="button"
            onClick={() => onPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Página ${n}`}
            className={n === page ? `${base} bg-brand-700 text-white` : idle}
          >
            {n}
          </button>
        ))}
      </div>
      <button
        type="button"
        disabled={last}
        onClick={() => onPage(page + 1)}
        aria-label="Página siguiente"
        className={idle}
      >
        {'>>'}
      </button>
      <button type="button" disabled={last} onClick={() => onPage(pages)} className={idle}>
        Última
      </button>
    </nav>
  );
}
