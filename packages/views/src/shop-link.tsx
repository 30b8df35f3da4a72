import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** A link of a component drawn both by the web app and by the server (its first screens). */
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };
export type LinkComponent = (props: LinkProps) => ReactNode;

/**
 * A plain link, as the server paints it: it works before the JavaScript arrives. The web app
 * passes its router's link instead (components/router-link.tsx).
 */
export const PlainLink: LinkComponent = (props) => <a {...props} />;
