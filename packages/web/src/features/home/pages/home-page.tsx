import { HOME_LATEST } from '@feria/domain/catalog';
import { useAddFromCard } from '../../cart/hooks.ts';
import { useGetProductsQuery } from '../../catalog/api.ts';
import { ProductCard } from '../../catalog/components/product-card.tsx';
import { WhyUs } from '../components/why-us.tsx';

/** Home: the carousel, the last 8 published products with the "Nuevo" badge, why choose us. */
export function HomePage() {
  const { data: products } = useGetProductsQuery();
  const addFromCard = useAddFromCard('home');
  const latest = (products ?? [])
    .filter((p) => p.publicado === 'si')
    .slice(-HOME_LATEST)
    .reverse();
  return (
    <>
      <section className="bg-brand-100">
        <div className="mx-auto max-w-6xl px-4 py-10 text-center">
          <img src="/logo.svg" alt="" width={64} height={64} className="mx-auto size-16" />
          <h1 className="mt-3 text-2xl font-bold text-brand-800 sm:text-3xl">
            Productos Agroecológicos y Orgánicos
          </h1>
        </div>
      </section>
      <section aria-labelledby="latest-title" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="latest-title" className="text-xl font-bold text-brand-800">
          Últimos productos
        </h2>
        <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {latest.map((p, i) => (
            <ProductCard key={p.id} product={p} badge="Nuevo" eager={i < 2} onAdd={addFromCard} />
          ))}
        </div>
      </section>
      <WhyUs />
    </>
  );
}
