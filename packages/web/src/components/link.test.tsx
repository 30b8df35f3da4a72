import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, test } from 'vitest';
import { isActivePath, Link, NavLink } from './link.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="dirección">{pathname + search}</output>;
}

function shop(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Link to="/product?categoria=Yerba">Yerba</Link>
      <Link to="/cart" replace>
        Carrito
      </Link>
      <NavLink to="/product" className={({ isActive }) => (isActive ? 'activo' : 'otro')}>
        Productos
      </NavLink>
      <NavLink to="/suppliers" end className={({ isActive }) => (isActive ? 'activo' : 'otro')}>
        Proveedores
      </NavLink>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'dirección' }).textContent;

test('un enlace lleva a su dirección sin recargar, y la muestra como href', () => {
  shop('/');
  const yerba = screen.getByRole('link', { name: 'Yerba' });
  expect(yerba.getAttribute('href')).toBe('/product?categoria=Yerba');
  fireEvent.click(yerba);
  expect(where()).toBe('/product?categoria=Yerba');
});

test('un clic con Ctrl (abrir en otra pestaña) queda para el navegador', () => {
  shop('/');
  fireEvent.click(screen.getByRole('link', { name: 'Carrito' }), { ctrlKey: true });
  expect(where()).toBe('/');
});

test('el onClick propio que cancela el evento deja la página donde está', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Link to="/cart" onClick={(event) => event.preventDefault()}>
        Carrito
      </Link>
      <Where />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Carrito' }));
  expect(where()).toBe('/');
});

test('el enlace de la sección abierta se marca con aria-current="page"', () => {
  shop('/product/12');
  const productos = screen.getByRole('link', { name: 'Productos' });
  expect(productos.getAttribute('aria-current')).toBe('page');
  expect(productos.className).toBe('activo');
  const proveedores = screen.getByRole('link', { name: 'Proveedores' });
  expect(proveedores.getAttribute('aria-current')).toBeNull();
  expect(proveedores.className).toBe('otro');
});

test('una dirección está activa en sí misma y debajo, no en otra que empieza igual', () => {
  expect(isActivePath('/product', '/product')).toBe(true);
  expect(isActivePath('/Product/12', '/product')).toBe(true);
  expect(isActivePath('/productores', '/product')).toBe(false);
  expect(isActivePath('/product/12', '/product', true)).toBe(false);
  expect(isActivePath('/dashboard/sales/', '/dashboard/sales/')).toBe(true);
  expect(isActivePath('/dashboard/sales/3', '/dashboard/sales/')).toBe(true);
  expect(isActivePath('/cart', '/')).toBe(false);
  expect(isActivePath('/', '/')).toBe(true);
});
