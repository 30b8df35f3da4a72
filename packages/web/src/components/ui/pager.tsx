import { pageWindow } from '@feria/domain/rules/pagination';

type Props = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name, e.g. "Paginación de productos". */
  label: string;
  /** "Primera" and "Última" around the arrows (SPEC §2 for the products table). */
  ends?: boolean;
  /** Hidden while everything fits on one page. */
  hideSingle?: boolean;
  className?: string;
};

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold disabled:text-stone-400 disabled:hover:bg-transparent';
const idle = `${base} text-brand-800 hover:bg-brand-50`;
const current = `${base} bg-brand-700 text-white`;

/** Primera, <<, a sliding window of page numbers (domain pageWindow), >>, Última. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  ends = false,
  hideSingle = false,
  className = '',
}: Props) {
  if (hideSingle && pages <= 1) return null;
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav
      aria-label={label}
      className={`flex flex-wrap items-center justify-center gap-1 ${className}`}
    >
      {ends && (
        <button type="button" disabled={first} onClick={() => onPage(1)} className={idle}>
          Primera
        </button>
      )}
      <button
        type="button"
        disabled={first}
        onClick={() => onPage(page - 1)}
        aria-label="Página anterior"
        className={idle}
      >
        {'<<'}
      </button>
      {/* With the ends on a phone, the numbers take the first line and the four buttons the second. */}
      <div
        className={`flex justify-center gap-1 ${ends ? 'order-first w-full sm:order-none sm:w-auto' : ''}`}
      >
        {pageWindow(page, pages).map((n) => (
          <button
            key={n}
            type="button"
            onClick={() => onPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Página ${n}`}
            className={n === page ? current : idle}
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
      {ends && (
        <button type="button" disabled={last} onClick={() => onPage(pages)} className={idle}>
          Última
        </button>
      )}
    </nav>
  );
}
