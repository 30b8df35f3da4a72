// MARKET §7: a customer pays with Mercado Pago (the tests' local fake, e2e/mercadopago-fake-server.ts):
// the basket sends them to its checkout, its "Pagar" notifies the shop's webhook, and the order
// page turns "Pagado" by itself.
import type { Page } from '@playwright/test';
import { origin } from './auth-helpers.ts';
import { addFromDetail, createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

const mercadoPagoUrl = () => `http://127.0.0.1:${process.env.E2E_MP_PORT}`;

async function fillCustomer(page: Page) {
  await page.getByLabel('Nombre').fill('Julián Paz');
  await page.getByLabel('Correo').fill('julian@example.com');
  await page.getByLabel('Provincia').fill('Santa Fe');
  await page.getByLabel('Dirección').fill('Rivadavia 2500');
  await page.getByLabel('Código postal').fill('3000');
  await page.getByLabel('Celular').fill('3425550000');
}

async function payAtMercadoPago(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${mercadoPagoUrl()}/checkout/`));
  await expect(page.getByRole('heading', { name: 'Mercado Pago (prueba)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pedido\/\d+\?t=/);
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar con Mercado Pago' })).toHaveCount(0);
}

test('el cliente elige Mercado Pago, paga en su checkout y la página del pedido dice "Pagado"', async ({
  page,
  request,
}, info) => {
  const dulce = await createProduct(request, info, 'Dulce de leche', { precio: 2800, stock: 6 });
  await addFromDetail(page, dulce, 2);
  await page.goto('/cart');
  await fillCustomer(page);
  await page.getByRole('radio', { name: 'Mercado Pago' }).check();
  await page.getByRole('radio', { name: 'Retiro' }).check();
  await expect(page.getByTestId('order-total')).toHaveText('$ 5.600,00');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText('$ 2800.00')).toBeVisible();
  await payAtMercadoPago(page);
  await expect(page.getByText('Mercado Pago', { exact: false }).first()).toBeVisible();
});

test('un pedido de Mercado Pago sin pagar ofrece "Pagar con Mercado Pago" en su página', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel de monte', { precio: 1900, stock: 6 });
  const res = await request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: {
      productos: [{ id: miel.id, cantidad: 1 }],
      formaPago: 'mercadopago',
      envio: 'retiro',
      canal: 'web',
      cliente: {
        nombre: 'Julián Paz',
        correo: 'julian@example.com',
        provincia: 'Santa Fe',
        direccion: 'Rivadavia 2500',
        cp: '3000',
        celular: '3425550000',
      },
    },
  });
  expect(res.status()).toBe(201);
  const { pedido } = (await res.json()) as { pedido: string };
  await page.goto(pedido);
  await expect(page.getByText('Falta pagar')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await payAtMercadoPago(page);
});
