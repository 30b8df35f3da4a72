// MARKET §14 at checkout, at phone width: while a zone is active, Envío asks for the barrio, shows
// the zone's fee ("Envío {zona}: $ x") and its places left, says the minimum before sending, and
// the order carries the fee into its total, on its page and in the staff's detail. The zone is
// deleted whatever happens, so no other test's Envío order needs a barrio.
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessible.ts';
import { origin } from './auth-helpers.ts';
import { addFromDetail, createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function zona(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/envios/zonas', {
    headers: { origin: origin() },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

test('con zonas, el envío pide el barrio, suma su costo y avisa el mínimo y los lugares', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const tag = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  // The admin's API session from createProduct makes the zone.
  const queso = await createProduct(request, info, 'Queso de cabra', { precio: 3000, stock: 9 });
  const barrio = `Candioti ${tag}`;
  const z = await zona(request, {
    nombre: `Zona ${tag}`,
    barrios: [barrio],
    costo: 1500,
    minimo: 5000,
    cupo: 30,
  });
  try {
    await addFromDetail(page, queso);
    await page.goto('/cart');
    await page.getByLabel('Envío', { exact: true }).check();
    const choice = page.getByLabel('Barrio');
    await expect(choice).toBeVisible();
    await choice.selectOption(barrio);
    await expect(page.getByText(`Envío Zona ${tag}: $ 1.500,00`)).toBeVisible();
    await expect(page.getByText(/^Quedan \d+ lugares para el \d\d\/\d\d$/)).toBeVisible();
    // One cheese is $ 3.000: below the zone's minimum, said before sending.
    await expect(
      page.getByText(`El envío a Zona ${tag} es con compras desde $ 5.000`),
    ).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText('$ 4.500,00');
    await page.getByLabel('Nombre').fill('Rocío Barrios');
    await page.getByLabel('Correo').fill(`rocio-${tag}@example.com`);
    await page.getByLabel('Provincia').fill('Santa Fe');
    await page.getByLabel('Dirección').fill('Bv. Gálvez 1500');
    await page.getByLabel('Código postal').fill('3000');
    await page.getByLabel('Celular').fill('3425551234');
    await page.getByLabel('Efectivo').check();
    // Before any notice covers the form (a toast over a radio is a target axe flags).
    await expectAccessible(page, 'Canasta con envío por zona');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    // Refused before sending: the toast says the minimum too.
    await expect(page.getByRole('alert').filter({ hasText: 'es con compras desde' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('checkout-envio-zona.png'), fullPage: true });

    // A second cheese reaches it: the order goes with the fee in its total.
    await page.getByRole('button', { name: `Agregar una unidad de ${queso.nombre}` }).click();
    await expect(page.getByTestId('order-total')).toHaveText('$ 7.500,00');
    await expect(page.locator('main').getByText(/es con compras desde/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page).toHaveURL(/\/pedido\/\d+/);
    // The address changes at once; the basket stays on screen until the order page's code is here.
    await expect(page.getByRole('heading', { level: 1, name: /^Pedido N° \d+$/ })).toBeVisible();
    await expect(page.getByText(`Envío Zona ${tag}`, { exact: true })).toBeVisible();
    await expect(page.getByText('$ 7.500,00').first()).toBeVisible();
  } finally {
    await request.delete(`/api/envios/zonas/${z.id}`, { headers: { origin: origin() } });
  }
});
