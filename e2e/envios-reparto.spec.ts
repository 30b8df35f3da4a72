// MARKET §14 on screen: Panel → Envíos (a zone made, changed and deleted; the "Punto de partida")
// and Preparación → Reparto at phone width: the feria's Envío orders as stops, a point marked by
// hand, "Ordenar recorrido", "Entregado" asking "¿Cobraste $ x?", "No estaba", the A4 list.
// The zone is made inactive and deleted at the end, so other tests' Envío orders never need a
// barrio. Screenshots in the test's output folder.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessible.ts';
import { ADMIN, origin, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function envioOrder(
  request: APIRequestContext,
  productId: number,
  feriaId: number,
  nombre: string,
  direccion: string,
  correo: string,
): Promise<number> {
  const res = await request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: {
      productos: [{ id: productId, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'envio',
      feriaId,
      cliente: {
        nombre,
        correo,
        celular: '342 555-0101',
        provincia: 'Santa Fe',
        direccion,
        cp: '3000',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

test('Envíos: una zona y el punto de partida; Reparto: paradas, ubicación, recorrido y resultados', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const shot = (name: string) =>
    page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

  // A feria and two Envío orders (the admin's API session from createProduct).
  const yerba = await createProduct(request, info, 'Yerba para reparto', {
    precio: 2500,
    stock: 9,
  });
  const feriaRes = await request.post('/api/ferias', {
    headers: { origin: origin() },
    data: {
      fecha: addDays(shopToday(), 6),
      desde: '09:00',
      hasta: '13:00',
      lugar: `Plaza Reparto ${tag}`,
      direccion: 'Bv. Gálvez 1200, Santa Fe',
      cierre: '',
    },
  });
  expect(feriaRes.status()).toBe(201);
  const feria = (await feriaRes.json()) as { id: number };
  const lejos = await envioOrder(
    request,
    yerba.id,
    feria.id,
    'Lucía Lejos',
    'Aristóbulo del Valle 7000',
    uniqueEmail(info, 'lejos'),
  );
  const cerca = await envioOrder(
    request,
    yerba.id,
    feria.id,
    'Carlos Cerca',
    'San Martín 2000',
    uniqueEmail(info, 'cerca'),
  );

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/envios');
  await expect(page.getByRole('heading', { name: 'Envíos', level: 1 })).toBeVisible();

  // A zone, inactive so no other test's checkout asks for a barrio.
  await page.getByRole('button', { name: 'Nueva zona' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva zona' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es requerido')).toBeVisible();
  await form.getByLabel('Nombre').fill(`Centro ${tag}`);
  await form.getByLabel('Barrios').fill(`Centro ${tag}\nSur ${tag}\ncentro ${tag}`);
  await form.getByLabel('Costo de envío ($)').fill('1500,50');
  await form.getByLabel('Compra mínima ($)').fill('8000');
  await form.getByLabel('Cupo por feria').fill('12');
  await form.getByLabel('Activa').uncheck();
  await expectAccessible(page, 'Nueva zona', '[role="dialog"]');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Zona creada')).toBeVisible();
  const zona = page.getByRole('listitem').filter({ hasText: `Centro ${tag}` });
  await expect(zona).toContainText('Inactiva');
  // A repeated barrio is kept once, with its first spelling.
  await expect(zona).toContainText(`Centro ${tag}, Sur ${tag}`);
  await expect(zona).toContainText('Envío $ 1.500,50 · Mínimo $ 8.000,00 · Cupo 12 por feria');

  await zona.getByRole('button', { name: `Editar zona Centro ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar zona' });
  await edit.getByLabel('Cupo por feria').fill('');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Zona actualizada')).toBeVisible();
  await expect(zona).toContainText('Sin cupo');

  // The origin: a point pasted from a map fills both fields.
  const origen = page.getByRole('form', { name: 'Punto de partida' });
  await origen.getByLabel('Dirección').fill('Mercado Progreso, Balcarce 1635');
  await origen.getByLabel('Latitud').fill('-31.6333, -60.7000');
  await expect(origen.getByLabel('Longitud')).toHaveValue('-60.7000');
  await origen.getByRole('button', { name: 'Guardar punto de partida' }).click();
  await expect(page.getByText('Punto de partida guardado')).toBeVisible();
  await expectAccessible(page, 'Envíos');
  await shot('envios');

  // Preparación → Reparto.
  await page.goto(`/dashboard/ferias/${feria.id}`);
  await page.getByRole('tab', { name: 'Reparto' }).click();
  await expect(page).toHaveURL(/vista=reparto/);
  const stops = page.getByRole('list', { name: 'Paradas del reparto' });
  const stop = (id: number) => stops.getByRole('article', { name: new RegExp(`pedido N° ${id}$`) });
  await expect(stop(lejos)).toContainText('Sin ubicación');
  await expect(stop(lejos)).toContainText('A cobrar $ 2.500,00');
  await expect(stop(cerca).getByRole('link', { name: 'Llamar' })).toHaveAttribute(
    'href',
    'tel:3425550101',
  );

  // Each point by hand, then the run ordered from the origin (two stops: either way round is
  // the shortest), then one moved by hand, kept after a reload.
  for (const [id, point] of [
    [lejos, '-31.5800, -60.7100'],
    [cerca, '-31.6400, -60.7050'],
  ] as const) {
    await stop(id).getByRole('button', { name: 'Marcar ubicación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar ubicación' });
    await dialog.getByLabel('Latitud').fill(point);
    await dialog.getByRole('button', { name: 'Guardar ubicación' }).click();
    await expect(page.getByText(`Ubicación del pedido N° ${id} guardada`)).toBeVisible();
  }
  await expect(stop(lejos)).not.toContainText('Sin ubicación');
  await page.getByRole('button', { name: 'Ordenar recorrido' }).click();
  await expect(page.getByText('Recorrido ordenado')).toBeVisible();
  await expect(page.getByText(/Recorrido de \d+(,\d)? km/)).toBeVisible();
  await expect(stop(cerca).getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-31.64,-60.705',
  );
  // The order the server stored, once the list on screen shows it too.
  const stored = (await (await page.request.get(`/api/ferias/${feria.id}/reparto`)).json()) as {
    paradas: { saleId: number }[];
  };
  const [primero, second] = stored.paradas.map((p) => p.saleId) as [number, number];
  await expect(stops.getByRole('article').first()).toHaveAccessibleName(
    `Parada 1: pedido N° ${primero}`,
  );
  await stop(second).getByRole('button', { name: 'Subir la parada 2' }).click();
  await expect(stops.getByRole('article').first()).toHaveAccessibleName(
    `Parada 1: pedido N° ${second}`,
  );
  await page.reload();
  await expect(stops.getByRole('article').first()).toHaveAccessibleName(
    `Parada 1: pedido N° ${second}`,
  );

  // At the door: "Entregado" asks "¿Cobraste?"; "No estaba" keeps the order open.
  await stop(lejos).getByRole('button', { name: 'Entregado' }).click();
  await expect(stop(lejos).getByRole('group', { name: '¿Cobraste $ 2.500,00?' })).toBeVisible();
  await expectAccessible(page, 'Reparto, ¿Cobraste?');
  await shot('reparto-cobraste');
  await stop(lejos).getByRole('button', { name: 'Transferencia' }).click();
  await expect(
    page.getByText(`Pedido N° ${lejos} entregado y cobrado (Transferencia)`),
  ).toBeVisible();
  await expect(stop(lejos)).toContainText('Pagado');
  await expect(stop(lejos)).toContainText('Entregado');
  await stop(cerca).getByRole('button', { name: 'No estaba' }).click();
  await expect(stop(cerca)).toContainText('No estaba');
  await expect(stop(cerca).getByRole('button', { name: 'Entregado' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await shot('reparto');

  // The A4 list the server writes.
  const printed = await page.request.get(`/api/ferias/${feria.id}/reparto.html`);
  expect(printed.status()).toBe(200);
  expect(await printed.text()).toContain('Lucía Lejos');

  // The zone goes: the list says Envío works as before when none is left.
  await page.goto('/dashboard/envios');
  await zona.getByRole('button', { name: `Eliminar zona Centro ${tag}` }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar zona' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText(`Zona Centro ${tag} eliminada`)).toBeVisible();
  await expect(zona).toHaveCount(0);
});
