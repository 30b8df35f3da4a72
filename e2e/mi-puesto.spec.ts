// MARKET §15 "Mi puesto" on a phone: the admin gives a producer access, the producer chooses a
// password from the mail and lands on their stall: reads the sales, keeps stock, proposes a price
// and says which feria they will not come to.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { weekdayDayMonth } from '@feria/domain/rules/ferias';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessible.ts';
import { mailedLink } from './account-fixtures.ts';
import { ADMIN, origin, uniqueEmail } from './auth-helpers.ts';
import { expectNoSidewaysScroll, uniqueTag } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

const headers = { origin: origin() };

async function feriaAhead(request: APIRequestContext, days: number, lugar: string) {
  const res = await request.post('/api/ferias', {
    headers,
    data: {
      fecha: addDays(shopToday(), days),
      desde: '09:00',
      hasta: '13:00',
      lugar,
      direccion: 'Bv. Gálvez 1200, Santa Fe',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; fecha: string };
}

test('el productor entra a Mi puesto: ventas, stock, precio propuesto y "No llevo a esta feria"', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000); // a mail to wait for and axe twice, on a shared machine
  const tag = uniqueTag(info);
  const marca = `Huerta del Portal ${tag}`;
  const email = uniqueEmail(info, 'productor');

  // The admin: a product of the producer, two ferias ahead (one with an order of it), the access.
  expect((await request.post('/api/login/email', { data: ADMIN, headers })).status()).toBe(200);
  const created = await request.post('/api/sheets/data', {
    headers,
    data: {
      categoria: 'Otros alimentos',
      nombre: `Acelga ${tag}`,
      marca,
      medida: 'Atado',
      cantidad: 10,
      precio: 1500,
      url: '',
      descripcion: 'Producto del portal del productor.',
    },
  });
  expect(created.status()).toBe(201);
  const acelga = (await created.json()) as { id: number; nombre: string };
  const conPedido = await feriaAhead(request, 20, `Plaza con pedido ${tag}`);
  await feriaAhead(request, 27, `Plaza libre ${tag}`);
  const order = await request.post('/api/sheets/sale', {
    headers,
    data: {
      productos: [{ id: acelga.id, cantidad: 2 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      feriaId: conPedido.id,
      cliente: {
        nombre: 'Julieta Ríos',
        correo: 'julieta@example.com',
        provincia: 'Santa Fe',
        direccion: 'Rivadavia 2500',
        cp: '3000',
        celular: '3425550000',
      },
    },
  });
  expect(order.status()).toBe(201);
  const producers = (await (await request.get('/api/productores?todos=1')).json()) as {
    id: number;
    nombre: string;
  }[];
  const producer = producers.find((p) => p.nombre === marca);
  expect(producer).toBeTruthy();
  const access = await request.post(`/api/productores/${producer!.id}/acceso`, {
    headers,
    data: { email },
  });
  expect(access.status()).toBe(201);

  // The producer chooses a password from the mail and lands on Mi puesto.
  await expect.poll(() => mailedLink(email, 'reset'), { timeout: 20_000 }).not.toBeNull();
  const link = new URL((await mailedLink(email, 'reset'))!);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Nueva contraseña').fill('acelgas-del-portal');
  await page.getByLabel('Repetir contraseña').fill('acelgas-del-portal');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/mi-puesto$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: marca })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Próxima feria: /)).toBeVisible();
  for (const name of ['Ventas', 'Liquidación', 'Pagos', 'Mis productos', 'Ferias']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }

  // Ventas: the latest feria with their sales, its line, nothing of the customer.
  await expect(page.getByRole('tab', { name: 'Ventas' })).toHaveAttribute('aria-selected', 'true');
  const ventas = page.getByRole('tabpanel', { name: 'Ventas' });
  await expect(ventas.getByLabel('Feria')).toHaveValue(String(conPedido.id));
  await expect(ventas.getByRole('listitem').filter({ hasText: acelga.nombre })).toContainText(
    '$ 3.000,00',
  );
  await expect(ventas).not.toContainText('Julieta');
  await expect(ventas.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
    'href',
    `/api/productor/ventas.csv?feriaId=${conPedido.id}`,
  );
  await expectAccessible(page, 'Mi puesto: Ventas');

  // Liquidación: the same period, the admin's figures, its CSV and "Imprimir".
  await page.getByRole('tab', { name: 'Liquidación' }).click();
  const liquidacion = page.getByRole('tabpanel', { name: 'Liquidación' });
  await expect(liquidacion.getByLabel('Feria')).toHaveValue(String(conPedido.id));
  await expect(liquidacion.getByText('Bruto')).toBeVisible();
  await expect(liquidacion.getByText('A pagar')).toBeVisible();
  await expect(liquidacion.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
    'href',
    `/api/productor/liquidacion.csv?feriaId=${conPedido.id}`,
  );
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'si');
  });
  await liquidacion.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'si');

  // Mis productos: one more in stock, saved; then a proposed price, pendiente.
  await page.getByRole('tab', { name: 'Mis productos' }).click();
  const card = page.getByRole('article').filter({ hasText: acelga.nombre });
  const stock = card.getByLabel('Stock', { exact: true });
  await expect(stock).toHaveValue('8'); // 10 less the order's 2
  await card.getByRole('button', { name: `Sumar 1 a ${acelga.nombre}` }).click();
  await expect(stock).toHaveValue('9');
  await card.getByRole('button', { name: 'Guardar stock' }).click();
  await expect(card.getByRole('status')).toHaveText('Stock guardado');
  await expect(card.getByRole('switch', { name: 'Publicado' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await card.getByRole('button', { name: 'Proponer precio' }).click();
  await card.getByLabel('Precio propuesto').fill('1800');
  await card.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(card.getByText('Propuesta: $ 1.800,00 — pendiente')).toBeVisible();
  await expectAccessible(page, 'Mi puesto: Mis productos');
  // MARKET §15: it works at 360 px.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Mis productos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(card.getByLabel('Stock', { exact: true })).toHaveValue('9');

  // Ferias: the one with an order refuses the mark (409 shown); the other takes it and back.
  await page.getByRole('tab', { name: 'Ferias' }).click();
  const withOrder = page.getByRole('article').filter({ hasText: `Plaza con pedido ${tag}` });
  await expect(withOrder).toContainText('1 pedido con tus productos');
  await withOrder.getByRole('button', { name: 'No llevo a esta feria' }).click();
  await expect(withOrder.getByRole('alert')).toHaveText(
    `Ya hay 1 pedido con tus productos para la feria del ${weekdayDayMonth(conPedido.fecha)}`,
  );
  const free = page.getByRole('article').filter({ hasText: `Plaza libre ${tag}` });
  await expect(free).toContainText('0 pedidos con tus productos');
  await free.getByRole('button', { name: 'No llevo a esta feria' }).click();
  await expect(free.getByText('No llevás a esta feria')).toBeVisible();
  await free.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('mi-puesto-ferias.png') });
  await free.getByRole('button', { name: 'Sí llevo' }).click();
  await expect(free.getByRole('button', { name: 'No llevo a esta feria' })).toBeVisible();
  await expect(free.getByText('No llevás a esta feria')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Mis productos' }).click();
  await page.screenshot({ path: info.outputPath('mi-puesto-productos.png') });

  // The back-office is not theirs: the message, then back to Mi puesto.
  await page.goto('/dashboard/products');
  await expect(
    page.getByRole('heading', { name: 'No tienes permisos para acceder a esta seccion' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/mi-puesto$/, { timeout: 10_000 });
});
