import { Link } from 'react-router';
import { Logo } from '../../../components/logo.tsx';

const HEADLINE = 'Productos Agroecológicos y Orgánicos';

/** With no carousel sections: the logo and the headline (SPEC §2), as the page's h1. */
export function HomeFallbackHero() {
  return (
    <section className="bg-brand-100">
      <div className="mx-auto max-w-6xl px-4 py-10 text-center">
        <Logo size={64} className="mx-auto size-16" />
        <h1 className="mt-3 text-2xl font-bold text-brand-800 sm:text-3xl">{HEADLINE}</h1>
        <ShopLink />
      </div>
    </section>
  );
}

/** Under the carousel: the same headline as the page's h1 and the way into the catalogue. */
export function HomeHeadline() {
  return (
    <section className="mx-auto max-w-6xl px-4 pt-6 text-center sm:pt-8">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{HEADLINE}</h1>
      <p className="mx-auto mt-2 max-w-2xl text-stone-700">
        De productoras y productores de la región de Santa Fe, directo a tu mesa.
      </p>
      <ShopLink />
    </section>
  );
}

function ShopLink() {
  return (
    <Link
      to="/product"
      className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
    >
      Ver todos los productos
    </Link>
  );
}
