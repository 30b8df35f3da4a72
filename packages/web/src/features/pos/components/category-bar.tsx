import { ALL_OPTION } from '@feria/domain/rules/catalog-view';

type Props = { categories: readonly string[]; selected: string; onSelect: (value: string) => void };

/** "Todos" plus the shop's categories; one row that scrolls sideways on a phone. */
export function CategoryBar({ categories, selected, onSelect }: Props) {
  return (
    <nav aria-label="Categorías" className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2 @3xl:flex-wrap">
        {[ALL_OPTION, ...categories].map((category) => {
          const active = category === selected;
          return (
            <li key={category} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(category)}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-800'
                }`}
              >
                {category}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
