import type { ComponentProps, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

// The app's links, built on React Router's public hooks (useHref, useLinkClickHandler) as its
// documentation shows for custom links. React Router's own <Link> carries the framework mode's
// prefetching (route modules, `prefetch="intent"`…) that a plain BrowserRouter never uses:
// about 3 kB gzip every storefront page downloaded for nothing (issue 63).

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean };

/**
 * A link to a page of the app, which the router follows without reloading; modified clicks open it
 * as usual. An address outside the app is a plain <a>.
 */
export function Link({ to, replace, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...props} href={href} target={target} onClick={click} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className: (state: { isActive: boolean }) => string;
  /** Active only on its own path, not below it. */
  end?: boolean;
};

/**
 * Whether a link to `target` is the page shown at `current`: the same path, or (unless `end`)
 * a path below it. Letter case aside, as React Router's NavLink decides.
 * @internal Exported for its tests.
 */
export function isActivePath(current: string, target: string, end = false): boolean {
  const here = current.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  if (end || !here.startsWith(there)) return false;
  const slash = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here.charAt(slash) === '/';
}

/** A link that knows when its page is the one shown (aria-current="page"). */
export function NavLink({ to, className, end, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(to).pathname, end);
  return (
    <Link
      {...props}
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
