// MARKET §13.2 at phone width: "Avisar por WhatsApp" in the sale detail opens wa.me with the
// text written and the order's link; a celular without WhatsApp shows why, disabled.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessible.ts';
import { ADMIN, origin, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function webOrderByApi(
  request: APIRequestContext,
  productId: number,
  cliente: Record<string, string>,
  feriaId?: number,
): Promise<number> {
  const res = await request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: {
      productos: [{ id: productId, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { provincia: 'Santa Fe', direccion: 'San Martín 1234', cp: '3000', ...cliente },
      ...(feriaId ? { feriaId } : {}),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

test('"Avisar por WhatsApp" abre wa.me con el texto y el enlace del pedido; sin número, dice por qué', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel para avisos', { precio: 1000, stock: 5 });
  const id = await webOrderByApi(request, miel.id, {
    nombre: 'Rosa <b>Benítez</b>',
    correo: uniqueEmail(info, 'wa'),
    celular: '0342 15 555-1234',
  });
  const sinNumero = await webOrderByApi(request, miel.id, {
    nombre: 'Teo',
    correo: uniqueEmail(info, 'wa2'),
    celular: '0800 333 4444',
  });

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/sales');
  const search = page.getByRole('searchbox', {
    name: 'Buscar por N° venta, Cliente, Total, Fecha, Hora',
  });
  await search.fill(String(id));
  const card = page.getByRole('article', { name: `Venta #${id}` });
  await expect(
    card.getByRole('link', { name: 'Escribir a Rosa <b>Benítez</b> por WhatsApp' }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/5493425551234\?text=/);
  await card.getByRole('button', { name: `Ver detalle de la venta #${id}` }).click();
  const detail = page.getByRole('dialog', { name: 'Información de ventas' });
  const link = detail.getByRole('link', { name: 'Avisar por WhatsApp' });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/5493425551234\?text=/);
  const texto = decodeURIComponent(href.slice(href.indexOf('?text=') + 6));
  expect(texto).toMatch(
    new RegExp(
      `^Hola Rosa <b>Benítez</b>, te escribimos de .+ por tu pedido #${id}\\. Podés verlo acá: http.+/pedido/${id}\\?t=[\\w-]{43}$`,
    ),
  );
  // The notice's link opens the order page.
  const pedido = texto.slice(texto.indexOf('http'));
  const pageRes = await request.get(`/api/pedido/${id}?t=${new URL(pedido).searchParams.get('t')}`);
  expect(pageRes.status()).toBe(200);
  await page.screenshot({ path: info.outputPath('whatsapp-detalle.png') });
  await expectAccessible(page, 'detalle con Avisar por WhatsApp', '[role="dialog"]');
  await page.keyboard.press('Escape');

  await search.fill(String(sinNumero));
  await page
    .getByRole('article', { name: `Venta #${sinNumero}` })
    .getByRole('button', { name: `Ver detalle de la venta #${sinNumero}` })
    .click();
  await expect(
    detail.getByRole('button', { name: 'El cliente no tiene un celular válido para WhatsApp' }),
  ).toBeDisabled();
  await page.screenshot({ path: info.outputPath('whatsapp-sin-numero.png') });
});

test('"Avisar a todos" en Preparación: un texto para cada pedido web de la feria, con su enlace', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel para avisar a todos', {
    precio: 1000,
    stock: 5,
  });
  const tag = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const feria = await request.post('/api/ferias', {
    headers: { origin: origin() },
    data: {
      fecha: addDays(shopToday(), 5),
      desde: '09:00',
      hasta: '13:00',
      lugar: `Plaza Avisos ${tag}`,
      direccion: 'San Martín 2000, Santa Fe',
    },
  });
  expect(feria.status(), await feria.text()).toBe(201);
  const feriaId = ((await feria.json()) as { id: number }).id;
  const rosa = await webOrderByApi(
    request,
    miel.id,
    { nombre: 'Rosa', correo: uniqueEmail(info, 'todos1'), celular: '0342 15 555-1234' },
    feriaId,
  );
  const teo = await webOrderByApi(
    request,
    miel.id,
    { nombre: 'Teo', correo: uniqueEmail(info, 'todos2'), celular: '0800 333 4444' },
    feriaId,
  );

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/dashboard/ferias/${feriaId}`);
  await page.getByRole('button', { name: 'Avisar a todos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avisar a todos' });
  const aviso = 'Mañana llueve: la feria es bajo techo';
  await dialog.getByLabel('Aviso para todos los pedidos de esta feria').fill(aviso);
  await dialog.getByRole('button', { name: 'Preparar avisos' }).click();
  const link = dialog.getByRole('link', { name: `Avisar por WhatsApp: pedido #${rosa}` });
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/5493425551234\?text=/);
  const href = (await link.getAttribute('href')) ?? '';
  const texto = decodeURIComponent(href.slice(href.indexOf('?text=') + 6));
  expect(texto).toMatch(new RegExp(`^${aviso}\\nTu pedido #${rosa}: http.+/pedido/${rosa}\\?t=`));
  await expect(dialog.getByRole('listitem').filter({ hasText: `#${teo} Teo` })).toContainText(
    'Sin celular para WhatsApp',
  );
  await page.screenshot({ path: info.outputPath('avisar-a-todos.png') });
  await expectAccessible(page, 'Avisar a todos', '[role="dialog"]');
});
