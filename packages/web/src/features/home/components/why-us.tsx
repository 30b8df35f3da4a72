const CARDS = [
  {
    title: 'Directo de productores',
    text: 'Compramos a familias y cooperativas de la región de Santa Fe: precio justo para quien produce.',
  },
  {
    title: 'Agroecológico y orgánico',
    text: 'Alimentos sin agrotóxicos, cultivados cuidando el suelo, el agua y la biodiversidad.',
  },
  {
    title: 'Feria itinerante',
    text: 'Pedí online y retirá en la feria, o recibilo en tu casa en la ciudad de Santa Fe.',
  },
];

/** "Why choose us": three cards. */
export function WhyUs() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="why-title" className="text-center text-2xl font-bold text-brand-800">
        ¿Por qué elegirnos?
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {CARDS.map((c) => (
          <article
            key={c.title}
            className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
          >
            <h3 className="font-semibold text-brand-700">{c.title}</h3>
            <p className="mt-2 text-sm text-stone-600">{c.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
