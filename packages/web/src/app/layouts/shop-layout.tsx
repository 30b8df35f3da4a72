import { Outlet } from 'react-router';
import { Footer } from '../../features/shell/footer.tsx';
import { Navbar } from '../../features/shell/navbar.tsx';

export function ShopLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main id="contenido" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
