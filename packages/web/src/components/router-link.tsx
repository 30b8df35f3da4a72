import { Link } from 'react-router';
import type { LinkComponent } from './shop-link.tsx';

/** The router's link for the components the server also draws (components/shop-link.tsx). */
export const RouterLink: LinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;
