import { CARD_CLASSES } from '@feria/domain/look/catalog';
import { homeLatest } from '@feria/domain/rules/home';
import { heroSlides } from '@feria/views/hero-view.tsx';
import { NEXT_FERIA_ROW } from '@feria/views/home-headline.tsx';
import { lazy, Suspense, useMemo } from 'react';
import { useProducts } from '../../../api/catalog.ts';
import { NextFeriaLine } from '../../../components/next-feria-line.tsx';
import { ProductCard, ProductCardSkeletons } from '../../../components/product-card.tsx';
import { useAddFromCard } from '../../../core/cart/hooks.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSections } from '../api.ts';
import { HeroCarousel, HeroPlaceholder } from '../components/hero-carousel.tsx';
import { HomeFallbackHero, HomeHeadline } from '../components/home-intro.tsx';
import { WhyUs } from '../components/why-us.tsx';

// The chat widget is not needed for the first paint: its code arrives right after.
const ChatWidget = lazy(() =>
  import('../components/chat-widget.tsx').then((m) => ({ default: m.ChatWidget })),
);

const GRID = `mt-4 ${CARD_CLASSES.grid}`;

/** Home: the carousel, the last 8 published products with the "Nuevo" badge, why choose us. */
export function HomePage() {
  usePageTitle(null);
  const sections = useSections();
  const products = useProducts();
  const addFromCard = useAddFromCard('home');
  const latest = useMemo(() => homeLatest(products.data ?? []), [products.data]);
  const slides = useMemo(() => heroSlides(sections.data ?? []), [sections.data]);
  const hasSlides = sections.isLoading || slides.length > 0;

  return (
    <>
      {sections.isLoading ? (
        <HeroPlaceholder />
      ) : slides.length > 0 ? (
        <HeroCarousel slides={slides} />
      ) : (
        <HomeFallbackHero />
      )}
      {hasSlides && <HomeHeadline />}
      <div className={NEXT_FERIA_ROW}>
        <NextFeriaLine />
      </div>
      <section aria-labelledby="latest-title" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="latest-title" className="text-xl font-bold text-brand-800">
          Últimos productos
        </h2>
        <div className={GRID}>
          {products.isLoading ? (
            <ProductCardSkeletons />
          ) : (
            latest.map((p) => (
              <ProductCard key={p.id} product={p} badge="Nuevo" onAdd={addFromCard} />
            ))
          )}
        </div>
      </section>
      <WhyUs />
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </>
  );
}
