// MARKET §3 (issue 28): a stall sale in cash that reaches the server with no register open is
// "fuera de caja", and the admin sees it in Balance → Cajas under "Efectivo fuera de caja".
import { ADMIN, origin, signInByApi } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { posSaleByApi, signInAsNewSeller } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

test('una venta en efectivo sin caja abierta aparece en "Efectivo fuera de caja"', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const miel = await createProduct(request, info, 'Miel fuera de caja', { precio: 1500, stock: 5 });
  await signInAsNewSeller(page, info);
  // Only one register opens at a time in the whole shop: none may be open for this sale.
  const closed = await page.request.post('/api/caja/cerrar', {
    headers: { origin: origin() },
    data: { contado: 0 },
  });
  expect([200, 409]).toContain(closed.status());
  const sale = await posSaleByApi(page.request, [{ id: miel.id, cantidad: 1 }], 'efectivo', {
    nombre: 'Cliente del puesto',
  });
  expect(sale).toMatchObject({ fueraDeCaja: true });

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/balance');
  const fuera = page.getByRole('region', { name: 'Efectivo fuera de caja' });
  const item = fuera.getByRole('listitem').filter({ hasText: `Venta N° ${sale.id}` });
  await expect(item).toContainText('Vendedora de Prueba');
  await expect(item).toContainText('$ 1.500,00');
  await item.scrollIntoViewIfNeeded();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/shots-sec/fuera-de-caja-${width}.png`, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
