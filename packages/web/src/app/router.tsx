import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { NotFoundPage } from '../features/shell/not-found-page.tsx';
import { PlaceholderPage } from '../features/shell/placeholder-page.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';

// Home is in the first chunk; every other page is loaded on demand with `lazy`, so a shopper never
// downloads back-office or point-of-sale code. Pattern for a page:
//   { path: '/x', lazy: () => import('../features/x/pages/x-page.tsx').then((m) => ({ Component: m.XPage })) }

const placeholder = (path: string, title: string) => ({
  path,
  element: <PlaceholderPage title={title} />,
});

export const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      placeholder('/login', 'Iniciar Sesión'),
      placeholder('/register', 'Registrate'),
      placeholder('/product', 'Productos'),
      placeholder('/product/:id', 'Producto'),
      placeholder('/cart', 'Canasta'),
      placeholder('/suppliers', 'Proveedores amigos'),
      placeholder('/aboutUs', 'Sobre nosotros'),
      placeholder('/userpurchase/:id', 'Compras'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The back-office: its layout (guard + sidebar) comes with the accounts work.
    path: '/dashboard',
    children: [
      placeholder('dashboard', 'Control'),
      placeholder('products', 'Productos'),
      placeholder('sales', 'Ventas'),
      placeholder('users', 'Usuarios'),
      placeholder('carrousel', 'Carrousel'),
      placeholder('balance', 'Balance'),
      placeholder('support', 'Soporte de desarrollo'),
    ],
  },
]);
