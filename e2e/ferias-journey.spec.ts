// MARKET §1: the admin creates a feria, a customer orders for it and sees it in the confirmation,
// the admin sees the order in Preparación, prints it (A4) and marks every order Listo.
import AxeBuilder from '@axe-core/playwright';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { ADMIN, signInByApi } from './auth-helpers.ts';
import { addFromDetail, createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

test('la administración crea una feria, el cliente pide para ella y se prepara', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000);
  const tag = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const lugar = `Plaza de prueba ${tag}`;
  const fecha = addDays(shopToday(), 2);
  const queso = await createProduct(request, info, 'Queso de cabra', { precio: 6500, stock: 9 });
  // Another producer, with a longer name: the preparation list has one table per producer.
  const miel = await createProduct(request, info, 'Miel', {
    precio: 5200,
    stock: 20,
    marca: 'Colmenares de la Costa',
  });

  // The admin creates the feria from /dashboard/ferias.
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/ferias');
  await page.getByRole('button', { name: 'Nueva feria' }).click();
  await page.getByLabel('Fecha').fill(fecha);
  await page.getByLabel('Lugar').fill(lugar);
  await page.getByLabel('Dirección').fill('San Martín 1800, Santa Fe');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Feria creada')).toBeVisible();
  await expect(page.getByText(lugar)).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  // A customer (another browser) orders for that feria.
  const customer = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await addFromDetail(customer, queso, 2);
  await addFromDetail(customer, miel, 12);
  await customer.goto('/cart');
  await expect(customer.getByTestId('proxima-feria')).toContainText('Próxima feria:');
  await customer.getByLabel('Nombre').fill('Martina Gómez');
  await customer.getByLabel('Correo').fill('martina@example.com');
  await customer.getByLabel('Provincia').fill('Santa Fe');
  await customer.getByLabel('Dirección').fill('San Martín 1234');
  await customer.getByLabel('Código postal').fill('3000');
  await customer.getByLabel('Celular').fill('3425551234');
  await customer.getByLabel('Efectivo').check();
  await customer.getByLabel('Retiro').check();
  await customer.getByRole('group', { name: 'Feria' }).getByRole('radio', { name: lugar }).check();
  await customer.getByRole('button', { name: 'Confirmar pedido' }).click();
  // MARKET §7: the customer lands on the order page, which names the feria.
  await expect(customer.getByText(`Retirás tu pedido en ${lugar}`)).toBeVisible();
  const saleId = customer.url().match(/\/pedido\/(\d+)/)?.[1];
  expect(saleId).toBeTruthy();
  await customer.close();

  // Preparación shows it; printed on A4 without navigation.
  await page
    .getByRole('listitem')
    .filter({ hasText: lugar })
    .getByRole('link', { name: 'Preparación' })
    .click();
  await expect(page.getByRole('heading', { name: 'Preparación' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Pedido N° ${saleId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Por producto' })).toContainText(queso.nombre);
  await expect(page.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
    'href',
    /preparacion\.csv$/,
  );
  // One table per producer, their columns in line, on screen and on paper.
  const units = page
    .getByRole('region', { name: 'Por producto' })
    .getByRole('columnheader', { name: 'Cantidad' });
  await expect(units).toHaveCount(2);
  const lefts = () =>
    units.evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().left)));
  expect(new Set(await lefts()).size).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Imprimir' })).toBeHidden();
  expect(new Set(await lefts()).size).toBe(1);
  await page.screenshot({ path: info.outputPath('preparacion-print.png'), fullPage: true });
  if (info.project.name === 'desktop') {
    await page.pdf({ path: info.outputPath('preparacion.pdf'), format: 'A4' });
  }
  await page.emulateMedia({ media: 'screen' });

  // "Imprimir" opens the document the server writes to print, and asks for the print dialog.
  await page.context().addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-impreso', '');
  });
  const [printed] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Imprimir' }).click(),
  ]);
  await expect(printed.getByRole('heading', { level: 1, name: 'Preparación' })).toBeVisible();
  await expect(printed.getByRole('heading', { name: `Pedido N° ${saleId}` })).toBeVisible();
  await expect(printed.getByRole('region', { name: 'Por producto' })).toContainText(queso.nombre);
  await expect(printed.locator('html[data-impreso]')).toBeAttached();
  const printedAxe = await new AxeBuilder({ page: printed }).analyze();
  expect(
    printedAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  await printed.getByRole('button', { name: 'Imprimir' }).click();
  await printed.emulateMedia({ media: 'print' });
  await expect(printed.getByRole('link', { name: '← Preparación' })).toBeHidden();
  await printed.screenshot({ path: info.outputPath('preparacion-documento.png'), fullPage: true });
  if (info.project.name === 'desktop') {
    await printed.pdf({ path: info.outputPath('preparacion-documento.pdf'), format: 'A4' });
  }
  await printed.close();

  await page.getByRole('button', { name: 'Marcar todos como Listo' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/\d+ pedidos? marcados? como Listo/)).toBeVisible();
  const order = page.getByRole('listitem').filter({ hasText: `Pedido N° ${saleId}` });
  await expect(order).toContainText('Listo');
});
