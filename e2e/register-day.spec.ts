// MARKET §2 at the stall: a seller opens the register, sells in cash, counts and closes, and sees
// the difference; Control with the bar and the "Arqueo de caja" passes axe.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './accessible.ts';
import { ADMIN, origin, signInByApi } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { signInAsNewSeller } from './sales-fixtures.ts';
import { sellOne } from './stall-fixtures.ts';
import { expect, test } from './test.ts';

/** Only one register opens at a time in the whole shop: start each test with none open. */
async function closeAnyOpenRegister(adminRequest: APIRequestContext) {
  const res = await adminRequest.post('/api/caja/cerrar', {
    headers: { origin: origin() },
    data: { contado: 0 },
  });
  expect([200, 409]).toContain(res.status());
}

const bar = (page: Page) => page.getByRole('region', { name: 'Caja' });

test('una vendedora abre la caja, vende en efectivo, cuenta $ 50 de menos y ve la diferencia', async ({
  page,
  request,
}, info) => {
  // A whole journey (open, sell, count, then the admin's Balance) on a shared machine.
  test.setTimeout(90_000);
  const queso = await createProduct(request, info, 'Queso de cabra', { precio: 1500, stock: 5 });
  await closeAnyOpenRegister(request);
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');

  await expect(bar(page)).toContainText('Caja cerrada');
  await bar(page).getByRole('button', { name: 'Abrir caja' }).click();
  const abrir = page.getByRole('dialog', { name: 'Abrir caja' });
  await abrir.getByLabel('Monto inicial').fill('-5');
  await abrir.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(abrir.getByRole('alert')).toHaveText('El monto inicial no puede ser negativo');
  await abrir.getByLabel('Monto inicial').fill('1.000');
  await abrir.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(abrir).toBeHidden();
  await expect(bar(page)).toContainText(/Caja abierta desde las \d\d:\d\d · esperado \$ 1\.000,00/);

  await sellOne(page, queso.nombre, 'Cliente del puesto');
  await expect(page.getByText('Venta creada exitosamente...')).toBeVisible();
  // The bar follows the sale by itself.
  await expect(bar(page)).toContainText('esperado $ 2.500,00');

  // Ice bought with the box's cash: a Gasto of the open register lowers what is expected.
  await bar(page).getByRole('button', { name: 'Movimiento' }).click();
  const movimiento = page.getByRole('dialog', { name: 'Movimiento' });
  await movimiento.getByRole('button', { name: 'Guardar' }).click();
  await expect(movimiento.getByRole('alert').first()).toBeVisible();
  await movimiento.getByRole('radio', { name: 'Gasto' }).check();
  await movimiento.getByLabel('Monto').fill('300');
  await movimiento.getByLabel('Descripción').fill('Hielo');
  await movimiento.getByRole('button', { name: 'Guardar' }).click();
  await expect(movimiento).toBeHidden();
  await expect(page.getByText('Gasto registrado')).toBeVisible();
  await expect(bar(page)).toContainText('esperado $ 2.200,00');

  await bar(page).getByRole('button', { name: 'Cerrar caja' }).click();
  const arqueo = page.getByRole('dialog', { name: 'Arqueo de caja' });
  // The figures add up on screen: 1.000 + 1.500 − 300 = 2.200.
  const desglose = arqueo.getByRole('region', { name: 'Cómo se llega al esperado' });
  await expect(desglose).toContainText('Monto inicial$ 1.000,00');
  await expect(desglose).toContainText('Ventas en efectivo$ 1.500,00');
  await expect(desglose).toContainText('Gasto · Hielo-$ 300,00');
  await expect(desglose).toContainText('Esperado en efectivo$ 2.200,00');
  await expect(arqueo.getByRole('region', { name: 'Ventas por medio de pago' })).toContainText(
    'Efectivo$ 1.500,00',
  );
  await arqueo.getByLabel('Efectivo contado').fill('2150');
  await expect(arqueo).toContainText('Diferencia-$ 50,00 (falta)');
  await arqueo.getByLabel('Efectivo contado').fill('2.150,00');
  await arqueo.getByRole('button', { name: 'Confirmar cierre' }).click();

  const cerrada = page.getByRole('dialog', { name: 'Caja cerrada' });
  await expect(cerrada).toContainText('Contado$ 2.150,00');
  await expect(cerrada).toContainText('Diferencia-$ 50,00 (falta)');
  await cerrada.getByRole('button', { name: 'Listo' }).click();
  await expect(bar(page)).toContainText('Caja cerrada');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Only the admin reads the history: Balance lists the register and the ledger has the $ 50.
  const history = await page.request.get('/api/caja/sesiones');
  expect(history.status()).toBe(403);
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/balance');
  const cajas = page.getByRole('region', { name: 'Cajas' });
  const newest = cajas.getByRole('listitem').first();
  await expect(newest).toContainText('Abrió Vendedora de Prueba');
  await expect(newest).toContainText('Monto inicial$ 1.000,00');
  await expect(newest).toContainText('Esperado$ 2.200,00');
  await expect(newest).toContainText('Contado$ 2.150,00');
  await expect(newest).toContainText('Diferencia-$ 50,00');
  await expect(page.getByRole('row', { name: /Diferencia de caja/ }).first()).toContainText(
    '$ 50,00',
  );
});

test('Control con la barra de caja y el arqueo no tiene violaciones de axe', async ({
  page,
  request,
}, info) => {
  // axe over the whole point of sale takes a while on a busy machine.
  test.setTimeout(120_000);
  await createProduct(request, info, 'Miel accesible de caja', { precio: 800, stock: 2 });
  await closeAnyOpenRegister(request);
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  await expect(bar(page)).toContainText('Caja cerrada');
  await expectAccessible(page, 'Control con caja cerrada');
  await bar(page).getByRole('button', { name: 'Abrir caja' }).click();
  await expectAccessible(page, 'Abrir caja', '[role=dialog]');
  await page.getByLabel('Monto inicial').fill('100');
  await page.getByRole('dialog').getByRole('button', { name: 'Abrir caja' }).click();
  await expect(bar(page)).toContainText('Caja abierta desde las');
  await expectAccessible(page, 'barra con caja abierta', 'section[aria-label="Caja"]');
  await bar(page).getByRole('button', { name: 'Cerrar caja' }).click();
  await page.getByLabel('Efectivo contado').fill('90');
  await expectAccessible(page, 'Arqueo de caja', '[role=dialog]');
  await page.getByRole('button', { name: 'Confirmar cierre' }).click();
  await page.getByRole('button', { name: 'Listo' }).click();
  await expect(bar(page)).toContainText('Caja cerrada');
});
