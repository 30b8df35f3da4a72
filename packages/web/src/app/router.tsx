import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { NotFoundPage } from '../features/shell/not-found-page.tsx';
import { PlaceholderPage } from '../features/shell/placeholder-page.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';

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
      placeholder('/dashboard/dashboard', 'Control'),
      placeholder('/dashboard/products', 'Productos'),
      placeholder('/dashboard/sales', 'Ventas'),
      placeholder('/dashboard/users', 'Usuarios'),
      placeholder('/dashboard/carrousel', 'Carrousel'),
      placeholder('/dashboard/balance', 'Balance'),
      placeholder('/dashboard/support', 'Soporte de desarrollo'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
