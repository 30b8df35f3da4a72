import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { type RouteObject, useLocation } from 'react-router';
import { registerPageLoader } from '../core/page-loaders.ts';
import { withStoreLoaded } from '../core/with-store.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';

// Why not createBrowserRouter: the data router (loaders, actions, fetchers, revalidation) costs
// about 16 kB gzipped on the storefront's first page, which must stay under 100 kB, and the shop
// uses none of it (data comes through lib/shop-data.ts and RTK Query). <BrowserRouter> + useRoutes reads the same route
// objects; this turns each `lazy` into React.lazy. BrowserRouter wraps navigations in
// startTransition, so the current page stays on screen while the next page's code arrives.

type LazyModule = { Component?: ComponentType | null };

/**
 * A page that only reads (the catalogue, a product) says so with `handle: READS_ONLY` and loads
 * without the Redux store; every other lazy page comes with it (core/with-store.ts).
 */
export const READS_ONLY = { store: false } as const;

const needsStore = (route: RouteObject) =>
  (route.handle as typeof READS_ONLY | undefined)?.store !== false;

/** Shown only when a lazy page is the first one opened, until its code arrives. */
export function PageLoading() {
  return <div aria-busy="true" className="min-h-dvh" />;
}

type PageModule = { default: ComponentType };

/** A page's boundary starts afresh at each address (another product after a failed one). */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary key={pathname}>{children}</PageErrorBoundary>;
}

function withLazyPage(route: RouteObject): RouteObject {
  const { lazy: load, children, ...rest } = route;
  const out = { ...rest } as RouteObject;
  if (children) out.children = declarativeRoutes(children);
  if (typeof load === 'function') {
    let loaded: PageModule | null = null;
    const component = async () => {
      const mod = (await load()) as LazyModule;
      if (!mod.Component) throw new Error(`La ruta ${route.path ?? ''} no exporta Component`);
      return mod.Component;
    };
    const withStore = needsStore(route);
    const loader = async () => {
      loaded = { default: await (withStore ? withStoreLoaded(component) : component)() };
      return loaded;
    };
    if (route.path) registerPageLoader(route.path, loader);
    // A page already loaded is handed over synchronously (a thenable that answers at once), so
    // React.lazy renders it without suspending.
    const Page = lazy(() => {
      const ready = loaded;
      if (!ready) return loader();
      return {
        // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once, on purpose
        then: (resolve: (page: PageModule) => void) => resolve(ready),
      } as Promise<PageModule>;
    });
    const page = (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
    // A layout (the back-office's) keeps its boundary across its pages' addresses.
    out.element = children ? (
      <PageErrorBoundary>{page}</PageErrorBoundary>
    ) : (
      <PageBoundary>{page}</PageBoundary>
    );
  } else if (load) {
    throw new Error(`La ruta ${route.path ?? ''}: lazy debe ser una función`);
  }
  return out;
}

/** The route table with `lazy` pages turned into React.lazy elements, for useRoutes. */
export function declarativeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map(withLazyPage);
}
