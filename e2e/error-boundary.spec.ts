// A page's code that fails to load (a release since the tab opened: the old file is gone) reloads
// the page once by itself; if it still fails, the page says so with "Volver a cargar" instead of
// going blank (web app/page-error-boundary.tsx).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test.ts';

const manifestFile = fileURLToPath(
  new URL('../packages/web/dist/.vite/manifest.json', import.meta.url),
);

/** The built file of the lazy page "Sobre nosotros", as Vite's manifest names it. */
function aboutPageCode(): string {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest['src/features/about/pages/about-page.tsx'];
  if (!chunk) throw new Error('El manifiesto de Vite no tiene la página Sobre nosotros');
  return `**/${chunk.file}`;
}

test('el código de una página que ya no está recarga la página una vez y después ofrece "Volver a cargar"', async ({
  page,
}) => {
  const code = aboutPageCode();
  await page.route(code, (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);

  await page.goto('/aboutUs');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Algo salió mal al mostrar esta página.');
  expect(loads).toBe(2); // the visit and one reload, no loop

  // The new release's code is there now: the button brings the page.
  await page.unroute(code);
  await alert.getByRole('button', { name: 'Volver a cargar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
});

test('al ir a otra página cuyo código ya no está, la tienda recarga sola una vez', async ({
  page,
}) => {
  await page.goto('/aboutUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  // A release happens while the tab is open: the suppliers page's old file is gone.
  await page.route('**/assets/*.js', (route) =>
    route.request().url().includes('suppliers-page') ? route.abort() : route.continue(),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/suppliers');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert')).toContainText('Algo salió mal al mostrar esta página.');
  expect(loads).toBe(1); // reloaded once by itself, then the message
  await expect(page).toHaveURL(/\/suppliers$/);
});
