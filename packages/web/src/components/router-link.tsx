import type { LinkComponent } from '@feria/views/shop-link.tsx';
import { Link } from './link.tsx';

/** The router's link for the components the server also draws (components/shop-link.tsx). */
export const RouterLink: LinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;
