import type { Page } from '@playwright/test';
import { ADMIN, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { posSaleByApi, stockOf } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

const card = (page: Page, id: number) => page.getByRole('article', { name: `Venta #${id}` });
const search = (page: Page) =>
  page.getByRole('searchbox', { name: 'Buscar por N° venta, Cliente, Total, Fecha, Hora' });

test('la administración encuentra una venta del puesto por número, entregada y cobrada, ve el detalle y la anula', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel de monte', { precio: 1000, stock: 4 });
  const correo = uniqueEmail(info, 'cliente');
  const sale = await posSaleByApi(request, [{ id: miel.id, cantidad: 2 }], 'tarjetaCredito', {
    nombre: 'Rosa Benítez',
    correo,
    celular: '342 555-1234',
  });
  expect(sale.total).toBe('2396.80');
  expect(await stockOf(request, miel.id)).toBe(2);

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/sales');
  await expect(page.getByRole('heading', { name: 'Ventas', level: 1 })).toBeVisible();
  await search(page).fill(String(sale.id));
  const venta = card(page, sale.id);
  await expect(venta).toBeVisible();
  await expect(venta).toContainText('Rosa Benítez');
  await expect(venta).toContainText('Tarjeta de crédito');
  await expect(venta).toContainText('$ 2.396,80');
  // MARKET §7: a stall sale is handed over and paid when made.
  await expect(venta).toContainText('Entregado');
  await expect(venta).toContainText('Cobrado');
  await expect(venta).toContainText('Puesto');
  await expect(
    venta.getByRole('link', { name: 'Escribir a Rosa Benítez por WhatsApp' }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/5493425551234\?text=/);

  await venta.getByRole('button', { name: `Ver detalle de la venta #${sale.id}` }).click();
  const detail = page.getByRole('dialog', { name: 'Información de ventas' });
  await expect(detail).toContainText(`Venta #${sale.id}`);
  await detail.getByText(miel.nombre).click();
  await expect(detail.getByText('Precio unitario')).toBeVisible();
  await expect(detail).toContainText('Recargo$ 396,80');
  await expect(detail).toContainText(correo);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await venta.getByRole('button', { name: `Cambiar estado de la venta #${sale.id}` }).click();
  const state = page.getByRole('dialog', { name: 'Estado del Pedido' });
  await expect(state).toHaveAccessibleDescription('Avisar al cliente cómo está su pedido');
  // Out of Entregado there is no way back: only annulling.
  await expect(state.getByRole('button', { name: 'Listo' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(state).toBeHidden();
  await expect(venta).toContainText('Entregado');

  await venta.getByRole('button', { name: `Anular venta #${sale.id}` }).click();
  const confirm = page.getByRole('dialog', { name: `¿Anular la venta #${sale.id}?` });
  await confirm.getByRole('button', { name: 'Anular venta' }).click();
  await expect(page.getByText(`Venta #${sale.id} anulada`)).toBeVisible();
  await expect(venta).toBeHidden();
  expect(await stockOf(request, miel.id)).toBe(4);
});

test('las ventas se ven de a 9 y "Ver más ventas" agrega 9; una búsqueda nueva vuelve a 9', async ({
  page,
  request,
}, info) => {
  const arroz = await createProduct(request, info, 'Arroz yamaní', { precio: 1500, stock: 30 });
  const cliente = `Cliente ${info.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  for (let i = 0; i < 11; i++) {
    await posSaleByApi(request, [{ id: arroz.id, cantidad: 1 }], 'efectivo', { nombre: cliente });
  }
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/sales');
  await search(page).fill(cliente);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  await expect(page.getByText('11 ventas')).toBeVisible();
  await page.getByRole('button', { name: 'Ver más ventas' }).click();
  await expect(cards).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Ver más ventas' })).toBeHidden();
  // Newest first.
  const ids = (await cards.getByRole('heading').allTextContents()).map((t) => Number(t.slice(7)));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));

  await search(page).fill('');
  await expect(cards).toHaveCount(9);
  await search(page).fill(cliente);
  await expect(cards).toHaveCount(9);
  // A sale without a phone has no chat button.
  await expect(cards.first().getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
