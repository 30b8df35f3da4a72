// Issue 9 "Accessibility": axe-core on every storefront page and every back-office screen, at both
// widths: no serious or critical violation, and every form field has a name a screen reader reads.
import type { Page } from '@playwright/test';
import { seriousViolations } from './accessible.ts';
import { ADMIN, signInByApi } from './auth-helpers.ts';
import { addFromDetail, createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

/** Fields that neither a <label>, aria-label, aria-labelledby nor a title names. */
async function unlabelledFields(page: Page): Promise<string[]> {
  return page.locator('input:not([type=hidden]), select, textarea').evaluateAll((fields) =>
    fields
      .filter((f) => {
        const el = f as HTMLInputElement;
        const named =
          (el.labels?.length ?? 0) > 0 ||
          el.getAttribute('aria-label')?.trim() ||
          el.getAttribute('aria-labelledby') ||
          el.getAttribute('title')?.trim();
        return !named;
      })
      .map((f) => f.outerHTML.slice(0, 120)),
  );
}

/** No serious axe violation, and every field named. */
async function expectAccessible(page: Page, where: string, within?: string) {
  expect(await seriousViolations(page, within), `${where}: violaciones de axe`).toEqual([]);
  expect(await unlabelledFields(page), `${where}: campos sin etiqueta`).toEqual([]);
}

// Each test visits a dozen screens, each analysed by axe: more than the default 30 s per test.
test.describe.configure({ timeout: 120_000 });

test('la tienda: inicio, catálogo, ficha, canasta, ingreso, registro y páginas informativas', async ({
  page,
  request,
}, info) => {
  const product = await createProduct(request, info, 'Miel accesible', { precio: 2500, stock: 4 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'inicio');

  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'catálogo');

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.nombre })).toBeVisible();
  await expectAccessible(page, 'ficha de producto');

  await page.goto('/cart');
  await expect(page.getByText('Canasta vacia')).toBeVisible();
  await expectAccessible(page, 'canasta vacía');
  await addFromDetail(page, product);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
  await expectAccessible(page, 'canasta con productos');
  await page.getByLabel('Transferencia').check();
  await page.getByRole('button', { name: 'Ver datos para la transferencia' }).click();
  await expect(page.getByRole('dialog', { name: 'Datos para la transferencia' })).toBeVisible();
  await expectAccessible(page, 'diálogo de transferencia', '[role="dialog"]');

  for (const [path, where] of [
    ['/login', 'ingreso'],
    ['/register', 'registro'],
    ['/suppliers', 'proveedores'],
    ['/aboutUs', 'nosotros'],
    ['/no-existe', 'página no encontrada'],
    ['/recuperar', 'recuperar contraseña'],
    ['/reset?token=x', 'contraseña nueva'],
    ['/verificar?token=x', 'confirmar correo'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, where);
  }
});

test('el panel: cada pantalla del administrador', async ({ page }) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  for (const [path, where] of [
    ['/dashboard/dashboard', 'control (punto de venta)'],
    ['/dashboard/products', 'productos'],
    ['/dashboard/sales', 'ventas'],
    ['/dashboard/users', 'usuarios'],
    ['/dashboard/carrousel', 'carrusel'],
    ['/dashboard/balance', 'balance'],
    ['/dashboard/support', 'soporte'],
    ['/dashboard/actividad', 'actividad'],
    ['/dashboard/suscripciones', 'suscripciones'],
    ['/dashboard/productores', 'productores'],
    ['/dashboard/liquidaciones', 'liquidaciones'],
    ['/dashboard/ferias', 'ferias'],
    ['/dashboard/entregas', 'entregas'],
    ['/dashboard/envios', 'envíos'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, where);
  }
});
