// The first screens the server paints into the storefront's three main pages, so a phone shows
// the page's main picture before the JavaScript arrives (server share/first-screen.ts renders
// them with react-dom/server). They are the pages' own components in the state of their first
// render, without their controls: nothing in them can be pressed or typed into, and their links
// are plain links. React then draws the same picture in the same place (app/first-screen.ts).
// Everything here is pure: no router, no store, no browser.

import { DETAIL_CLASSES } from '@feria/domain/look/detail';
import type { Feria } from '@feria/domain/rules/ferias';
import { firstImage, parseImageList } from '@feria/domain/rules/images';
import type { Product, Section } from '@feria/domain/schemas/api-types';
import type { ReactElement, ReactNode } from 'react';
import { CardGrid, CatalogFrame, ResultsFrame, SidebarRoom } from './catalog-view.tsx';
import { Breadcrumb, GalleryView } from './detail-view.tsx';
import { ControlsRoom, HeroView, heroSlides } from './hero-view.tsx';
import { HomeHeadlineView, NEXT_FERIA_ROW, SHOP_LINK } from './home-headline.tsx';
import { NextFeriaView } from './next-feria-view.tsx';
import { ProductCardView } from './product-card-view.tsx';

/** Where ShopLayout draws a page: the first screen takes the same place. */
function ShopMain({ children }: { children: ReactNode }) {
  return (
    <main id="contenido" className="flex-1">
      {children}
    </main>
  );
}

/**
 * The home: the carousel with its first slide showing, the headline and the "Próxima feria" line
 * under it (the rest of a phone's first screen, given the open ferias); null when that slide has
 * no picture.
 */
export function homeFirstScreen(
  sections: readonly Section[],
  openFerias: readonly Feria[],
): ReactElement | null {
  const slides = heroSlides(sections);
  if (!slides[0]?.imageUrl) return null;
  return (
    <ShopMain>
      <HeroView
        slides={slides}
        current={0}
        allPictures={false}
        paused={false}
        controls={slides.length > 1 && <ControlsRoom />}
      />
      <HomeHeadlineView>
        <a href={SHOP_LINK.to} className={SHOP_LINK.className}>
          {SHOP_LINK.text}
        </a>
      </HomeHeadlineView>
      <div className={NEXT_FERIA_ROW}>
        <NextFeriaView open={openFerias} />
      </div>
    </ShopMain>
  );
}

/**
 * /product: the title, room for the search and the filters, and the first cards of the list;
 * null when the first card has no picture.
 */
export function catalogFirstScreen(shown: readonly Product[]): ReactElement | null {
  if (!shown[0] || firstImage(shown[0].url) === '') return null;
  return (
    <ShopMain>
      <CatalogFrame sidebar={<SidebarRoom />}>
        <ResultsFrame count="Cargando productos…">
          <CardGrid
            products={shown}
            card={(p, i) => <ProductCardView product={p} eager={i < 2} greyed={p.stock <= 0} />}
          />
        </ResultsFrame>
      </CatalogFrame>
    </ShopMain>
  );
}

/** /product/{id}: the breadcrumb and the first picture; null when the product has none. */
export function productFirstScreen(product: Product): ReactElement | null {
  const images = parseImageList(product.url);
  if (images.length === 0) return null;
  return (
    <ShopMain>
      <div className={DETAIL_CLASSES.layout}>
        <Breadcrumb categoria={product.categoria} />
        <GalleryView images={images} name={product.nombre} current={0} />
      </div>
    </ShopMain>
  );
}
