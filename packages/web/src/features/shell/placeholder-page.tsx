/** A route whose screen is not built yet shows its title. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-800">{title}</h1>
    </div>
  );
}
