import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { Toaster } from './toast.tsx';

afterEach(() => act(() => toast.dismiss()));

test('un aviso nuevo reemplaza un error viejo; un éxito no deja errores atrás', () => {
  render(<Toaster />);
  act(() => {
    toast.error('Hay campos sin completar');
  });
  act(() => {
    toast.error('Falta forma de pago');
  });
  expect(screen.queryByText('Hay campos sin completar')).toBeNull();
  expect(screen.getByRole('alert').textContent).toBe('Falta forma de pago');
  act(() => {
    toast.success('Pedido creado exitosamente...');
  });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Pedido creado exitosamente...');
});

test('los avisos se muestran debajo del encabezado fijo, no encima', async () => {
  const header = document.createElement('header');
  header.style.position = 'sticky';
  const measured = vi
    .spyOn(header, 'getBoundingClientRect')
    .mockReturnValue({ bottom: 96 } as DOMRect);
  document.body.append(header);
  const painted = () =>
    act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 1))));
  const { container } = render(<Toaster />);
  const top = () => (container.firstElementChild as HTMLElement).style.top;
  await painted();
  expect(top()).toBe('104px'); // read once painted, before any notice
  measured.mockClear().mockReturnValue({ bottom: 150 } as DOMRect);
  act(() => {
    toast.success('Agregado a la canasta');
  });
  // Not read while the notice is drawn (that laid the page out twice in a touch), but once it is
  // painted.
  expect(measured).not.toHaveBeenCalled();
  expect(top()).toBe('104px');
  await painted();
  expect(top()).toBe('158px');
  header.remove();
});

test('en un teléfono los avisos van abajo, sobre la barra de abajo, sin tapar "Pedido N°"', async () => {
  const width = window.innerWidth;
  const height = window.innerHeight;
  Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  const bar = document.createElement('div');
  bar.setAttribute('data-bottom-bar', '');
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ top: 780, height: 64 } as DOMRect);
  document.body.append(bar);
  const painted = () =>
    act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 1))));
  const { container } = render(<Toaster />);
  act(() => {
    toast.success('Pedido creado exitosamente...');
  });
  await painted();
  const box = container.firstElementChild as HTMLElement;
  expect(box.style.top).toBe('');
  expect(box.style.bottom).toBe('76px');
  bar.remove();
  Object.assign(window, { innerWidth: width, innerHeight: height });
});

test('en un teléfono, si abajo taparía un dato clave (el alias, "Pedido N°"), el aviso va arriba', async () => {
  const width = window.innerWidth;
  const height = window.innerHeight;
  Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  const header = document.createElement('header');
  header.style.position = 'sticky';
  vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ bottom: 56 } as DOMRect);
  const alias = document.createElement('div');
  alias.setAttribute('data-key-fact', '');
  const aliasAt = vi
    .spyOn(alias, 'getBoundingClientRect')
    .mockReturnValue({ top: 770, bottom: 830, height: 60 } as DOMRect);
  document.body.append(header, alias);
  const painted = () =>
    act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 1))));
  const { container } = render(<Toaster />);
  const box = container.firstElementChild as HTMLElement;
  vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ height: 52 } as DOMRect);
  act(() => {
    toast.success('Alias copiado');
  });
  await painted();
  expect(box.style.bottom).toBe('');
  expect(box.style.top).toBe('64px');
  // Scrolled: the alias is now at the top, under the header; the notice goes back to the bottom.
  aliasAt.mockReturnValue({ top: 60, bottom: 120, height: 60 } as DOMRect);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  await painted();
  expect(box.style.top).toBe('');
  expect(box.style.bottom).toBe('12px');
  header.remove();
  alias.remove();
  Object.assign(window, { innerWidth: width, innerHeight: height });
});
