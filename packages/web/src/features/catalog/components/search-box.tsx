import { searchView } from '@feria/domain/rules/catalog';
import type { CatalogView } from '@feria/domain/rules/catalog-view';
import { searchTextChanged, viewKey } from '@feria/domain/rules/storefront';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../lib/toast.ts';

type Props = {
  view: CatalogView;
  onView: (view: CatalogView, opts?: { replace?: boolean }) => void;
};

const textOf = (view: CatalogView) => (view.kind === 'search' ? view.value : '');

/** The sidebar's search box and "Buscar" (SPEC §2, §5): blank text is refused with a message. */
export function SearchBox({ view, onView }: Props) {
  const [text, setText] = useState(() => textOf(view));
  // When the view changes from elsewhere (a filter, "Todos", the back button) the box follows it.
  const [shownKey, setShownKey] = useState(() => viewKey(view));
  if (shownKey !== viewKey(view)) {
    setShownKey(viewKey(view));
    setText(textOf(view));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = searchView(text);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    onView(result.view);
  }

  function change(value: string) {
    setText(value);
    const next = searchTextChanged(view, value);
    // Clearing the text goes back to all products without a new history entry per keystroke.
    if (next !== view) onView(next, { replace: true });
  }

  return (
    <search>
      <form onSubmit={submit} className="flex gap-2 md:flex-col">
        <label htmlFor="catalog-search" className="sr-only">
          Buscar productos
        </label>
        <input
          id="catalog-search"
          type="search"
          value={text}
          onChange={(e) => change(e.target.value)}
          placeholder="Ej.: yerba, miel, lentejas"
          enterKeyHint="search"
          autoComplete="off"
          className="min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Buscar
        </button>
      </form>
    </search>
  );
}
