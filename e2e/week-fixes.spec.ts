// Issue 62 ("a market's week, tried again"), items 3, 6 and 8 at phone width: "Anular venta"
// from the sale's detail says what it does; Transferencia shows the alias under the choice; the
// bolsón's "Contenido de esta semana" is on Mis bolsones. Run with --project=phone.

import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { mailedLink } from './account-fixtures.ts';
import { ADMIN, origin, registerByApi, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { addFromDetail, createProduct } from './basket-fixtures.ts';
import { posSaleByApi, stockOf } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

test('"Anular venta" en el detalle dice el monto, el stock y la caja; la venta queda Anulado', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel de anulación', { precio: 1000, stock: 5 });
  const sale = await posSaleByApi(request, [{ id: miel.id, cantidad: 2 }], 'efectivo', {
    nombre: 'Rosa Anula',
  });
  expect(await stockOf(request, miel.id)).toBe(3);

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/sales');
  await page
    .getByRole('searchbox', { name: 'Buscar por N° venta, Cliente, Total, Fecha, Hora' })
    .fill(String(sale.id));
  const card = page.getByRole('article', { name: `Venta #${sale.id}` });
  await expect(card.getByRole('button', { name: `Anular venta #${sale.id}` })).toBeVisible();
  await card.getByRole('button', { name: `Ver detalle de la venta #${sale.id}` }).click();
  const detail = page.getByRole('dialog', { name: 'Información de ventas' });
  await detail.getByRole('button', { name: 'Anular venta', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: `¿Anular la venta #${sale.id}?` });
  await expect(confirm).toContainText('$ 2.000,00');
  await expect(confirm).toContainText('Sus productos vuelven al stock.');
  await expect(confirm).toContainText(
    `El efectivo sale de la caja: se registra el gasto "Anulación venta #${sale.id}".`,
  );
  await confirm.getByRole('button', { name: 'Anular venta', exact: true }).click();
  await expect(page.getByText(`Venta #${sale.id} anulada`)).toBeVisible();

  // The detail comes back with the sale annulled, and no second "Anular venta".
  await expect(detail.getByText('Anulado', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Anular venta', exact: true })).toHaveCount(0);
  expect(await stockOf(request, miel.id)).toBe(5);
});

test('elegir Transferencia muestra el alias debajo, sin tapar el formulario', async ({
  page,
  request,
}, info) => {
  const te = await createProduct(request, info, 'Té de alias', { precio: 1500, stock: 5 });
  await addFromDetail(page, te);
  await page.goto('/cart');
  await page.getByRole('radio', { name: 'Transferencia' }).check();
  await expect(page.getByText('Alias:')).toBeVisible();
  await expect(page.getByText('FERIA.AGRO.SF')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
});

test('Mis bolsones muestra el "Contenido de esta semana" del bolsón', async ({
  page,
  request,
}, info) => {
  const tag = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const lugar = `Plaza Contenido ${tag}`;
  const contenido = 'Acelga, zapallo anco y 1 kg de papa';
  // As the admin: a bolsón of its own (the demo's is other specs') and a feria 3 days ahead.
  const login = await request.post('/api/login/email', {
    data: ADMIN,
    headers: { origin: origin() },
  });
  expect(login.status()).toBe(200);
  const bolson = await request.post('/api/sheets/data', {
    headers: { origin: origin() },
    data: {
      categoria: 'Otros alimentos',
      nombre: `Bolsón semanal ${tag}`,
      marca: 'Huerta de Prueba',
      medida: '1 bolsón',
      cantidad: 10,
      precio: 9000,
      url: '',
      descripcion: 'Verduras de estación.',
      suscribible: true,
      contenido,
    },
  });
  expect(bolson.status(), await bolson.text()).toBe(201);
  const bolsonId = ((await bolson.json()) as { id: number }).id;
  const feria = await request.post('/api/ferias', {
    headers: { origin: origin() },
    data: {
      fecha: addDays(shopToday(), 3),
      desde: '09:00',
      hasta: '13:00',
      lugar,
      direccion: 'San Martín 2000, Santa Fe',
    },
  });
  expect(feria.status(), await feria.text()).toBe(201);

  const email = uniqueEmail(info, 'contenido');
  await registerByApi(page, email);
  // Subscribing needs a confirmed e-mail (issue 57): the registration mail's link confirms it.
  await expect.poll(() => mailedLink(email, 'verificar'), { timeout: 15_000 }).not.toBeNull();
  const link = new URL((await mailedLink(email, 'verificar'))!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(ACCOUNT_MSG.correoConfirmado)).toBeVisible();
  const sub = await page.request.post('/api/suscripciones', {
    headers: { origin: origin() },
    data: {
      productoId: bolsonId,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar,
      formaPago: 'efectivo',
    },
  });
  expect(sub.status(), await sub.text()).toBe(201);

  await page.goto('/suscripciones');
  await expect(page.getByRole('heading', { name: 'Mis bolsones' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `Bolsón semanal ${tag}` });
  const section = card.getByRole('region', { name: 'Contenido de esta semana' });
  await expect(section).toContainText(contenido);
});

test('una visita sin sesión no pregunta GET /api/session (su 401 ensuciaba la consola)', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/session') asked.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Canasta vacia')).toBeVisible();
  expect(asked).toEqual([]);
});
