import { ADMIN, dashboardNav, origin, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { posSaleByApi } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

test('Actividad muestra quién anuló una venta, con filtros por persona y por tipo', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel para anular', { precio: 900, stock: 3 });
  const sale = await posSaleByApi(request, [{ id: miel.id, cantidad: 1 }], 'efectivo', {
    nombre: 'Cliente Anulada',
    correo: uniqueEmail(info, 'anulada'),
  });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const res = await page.request.delete(`/api/sheets/delete/sale/${sale.id}`, {
    headers: { origin: origin() },
  });
  expect(res.status()).toBe(200);

  await page.goto('/dashboard/users');
  const nav = await dashboardNav(page);
  await nav.getByRole('link', { name: 'Actividad' }).click();
  await expect(page.getByRole('heading', { name: 'Actividad', level: 1 })).toBeVisible();
  await page.getByLabel('Persona').fill(ADMIN.email);
  await page.getByLabel('Tipo').selectOption({ label: 'Ventas' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Anuló la venta N° ${sale.id}\\b`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText('venta.anular');
});
