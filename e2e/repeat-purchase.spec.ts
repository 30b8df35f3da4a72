// MARKET §6: "Repetir compra" puts a past purchase back in the basket at today's prices, capped
// to stock; a sold-out product is left out and named.

import { origin, registerByApi, uniqueEmail } from './auth-helpers.ts';
import { createProduct, setStock } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

test('un cliente repite una compra: lo que hay vuelve a la canasta, lo agotado se nombra', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel de monte', { precio: 4200, stock: 10 });
  const pan = await createProduct(request, info, 'Pan de campo', { precio: 1800, stock: 10 });
  const { uid } = await registerByApi(page, uniqueEmail(info, 'repite'));
  const res = await page.request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: {
      productos: [
        { id: miel.id, cantidad: 2 },
        { id: pan.id, cantidad: 1 },
      ],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: {
        nombre: 'Cliente de Prueba',
        correo: 'repite@example.com',
        provincia: 'Santa Fe',
        direccion: 'San Martín 1234',
        cp: '3000',
        celular: '3425551234',
      },
    },
  });
  expect(res.status()).toBe(201);
  await setStock(request, pan.id, 0);

  await page.goto(`/userpurchase/${uid}`);
  await page.getByRole('button', { name: 'Repetir compra' }).click();
  await expect(page.getByText(`Sin stock: ${pan.nombre}`)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('region', { name: 'Productos de la canasta' });
  await expect(lines).toContainText(miel.nombre);
  await expect(lines).not.toContainText(pan.nombre);
});
