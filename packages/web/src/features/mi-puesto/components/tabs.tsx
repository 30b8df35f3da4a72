import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export type Tab = { id: string; label: string };

/**
 * A tablist (WAI-ARIA tabs, automatic activation): the arrows, Inicio and Fin move between the
 * tabs; only the chosen tab is in the Tab order, and its panel follows.
 */
export function Tabs({
  tabs,
  current,
  onChoose,
  label,
  children,
}: {
  tabs: readonly Tab[];
  current: string;
  onChoose: (id: string) => void;
  label: string;
  /** The chosen tab's panel. */
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === current),
  );

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const tab = tabs[to];
    if (!tab) return;
    onChoose(tab.id);
    list.current?.querySelector<HTMLButtonElement>(`#tab-${tab.id}`)?.focus();
  }

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2"
      >
        {tabs.map((t) => {
          const selected = t.id === tabs[index]?.id;
          return (
            <button
              key={t.id}
              id={`tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? `panel-${t.id}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChoose(t.id)}
              className={`min-h-12 rounded-full border px-4 text-base font-semibold whitespace-nowrap ${
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-brand-50'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        id={`panel-${tabs[index]?.id}`}
        role="tabpanel"
        aria-labelledby={`tab-${tabs[index]?.id}`}
        className="pt-4"
      >
        {children}
      </div>
    </div>
  );
}
