import { expect, test } from './test.ts';

test('la página de inicio muestra 8 productos nuevos y los enlaces de navegación', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Últimos productos' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Últimos productos' }).getByRole('article');
  await expect(latest).toHaveCount(8);
  await expect(latest.first().getByText('Nuevo')).toBeVisible();
  const nav = page.getByRole('navigation').filter({ visible: true }).first();
  await expect(nav.getByRole('link', { name: 'Productos' })).toHaveAttribute('href', '/product');
  await expect(nav.getByRole('link', { name: 'Proveedores amigos' })).toHaveAttribute(
    'href',
    '/suppliers',
  );
  await expect(nav.getByRole('link', { name: 'Sobre nosotros' })).toHaveAttribute(
    'href',
    '/aboutUs',
  );
  await expect(page.getByRole('heading', { name: '¿Por qué elegirnos?' })).toBeVisible();
});

test('la página de inicio no tiene desplazamiento horizontal', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Últimos productos' }).getByRole('article'),
  ).toHaveCount(8);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
