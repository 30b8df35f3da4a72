import { HEADLINE, HomeHeadlineView, SHOP_LINK } from '@feria/views/home-headline.tsx';
import { Logo } from '@feria/views/logo.tsx';
import { Link } from '../../../components/link.tsx';

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
    <HomeHeadlineView>
      <ShopLink />
    </HomeHeadlineView>
  );
}

function ShopLink() {
  return (
    <Link to={SHOP_LINK.to} className={SHOP_LINK.className}>
      {SHOP_LINK.text}
    </Link>
  );
}
