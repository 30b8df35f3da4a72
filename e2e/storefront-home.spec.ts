import { ADMIN, origin, signInByApi } from './auth-helpers.ts';
import { expectNoSidewaysScroll } from './storefront-fixtures.ts';
import { expect, test } from './test.ts';

type Section = { seccion: number; imageUrl: string; texto: string };

test('la portada muestra las secciones del carrusel en orden, con flechas que dan la vuelta', async ({
  page,
}) => {
  // Three sections of its own, put back as they were at the end (tests run one at a time).
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const saved = (await (await page.request.get('/api/sheets/seccion')).json()) as Section[];
  const tag = Date.now().toString(36);
  const texts = [1, 2, 3].map((n) => `Sección ${n} de la portada ${tag}`);
  const save = (sections: { seccion: number; imagen: string; texto: string }[]) =>
    page.request.post('/api/sheets/seccion', { data: sections, headers: { origin: origin() } });
  try {
    const created = await save(texts.map((texto, i) => ({ seccion: i + 1, imagen: '', texto })));
    expect(created.ok()).toBe(true);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Productos Agroecológicos y Orgánicos' }),
    ).toBeVisible();

    const carousel = page.getByRole('region', { name: 'Novedades de la feria' });
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} de 3` });
    await expect(slide(1)).toContainText(texts[0]!);
    await expect(carousel.getByRole('button', { name: 'Ir a la sección 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Hidden slides are out of the accessibility tree while they are not shown.
    await expect(slide(2)).toBeHidden();

    await carousel.getByRole('button', { name: 'Sección siguiente' }).click();
    await expect(slide(2)).toContainText(texts[1]!);
    await expect(slide(1)).toBeHidden();
    await carousel.getByRole('button', { name: 'Sección anterior' }).click();
    await carousel.getByRole('button', { name: 'Sección anterior' }).click();
    await expect(slide(3)).toContainText(texts[2]!);
    await carousel.getByRole('button', { name: 'Sección siguiente' }).click();
    await expect(slide(1)).toContainText(texts[0]!);
  } finally {
    await save(saved.map((s) => ({ seccion: s.seccion, imagen: s.imageUrl, texto: s.texto })));
  }
});

test('el carrusel avanza solo cada 6 s y se detiene con "Pausar"', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Novedades de la feria' });
  // The demo shop has three sections; wait for their buttons before reading them.
  await expect(carousel.getByRole('button', { name: /^Ir a la sección / })).toHaveCount(3);
  const dot = (n: number) => carousel.getByRole('button', { name: `Ir a la sección ${n}` });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  await page.clock.runFor(6_100);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Pausar' }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(13_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('button', { name: 'Reanudar' })).toBeVisible();
});

test('la portada muestra los 8 productos más nuevos con "Nuevo" y "¿Por qué elegirnos?"', async ({
  page,
}) => {
  const products = (await (await page.request.get('/api/sheets/data')).json()) as {
    id: number;
    nombre: string;
  }[];
  const newest = [...products].sort((a, b) => b.id - a.id).slice(0, 8);
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Últimos productos' }).getByRole('article');
  await expect(latest).toHaveCount(8);
  await expect(latest.first()).toContainText(newest[0]!.nombre);
  await expect(latest.first().getByText('Nuevo')).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿Por qué elegirnos?' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('el chat abre WhatsApp con el texto escrito y lo borra', async ({ page, context }) => {
  const config = (await (await page.request.get('/api/config')).json()) as { phone: string };
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await page.goto('/');
  await expect(page.getByText('¡Hola! ¿En qué te podemos ayudar?')).toBeVisible();
  await page.getByRole('button', { name: 'Abrir chat de WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escribinos por WhatsApp' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('¡Hola! ¿En qué te podemos ayudar?')).toBeHidden();

  const message = 'Hola, ¿tienen miel de monte? Gracias & saludos';
  await dialog.getByRole('textbox', { name: 'Tu mensaje' }).fill(message);
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  const whatsapp = await popup;
  await whatsapp.waitForURL(/wa\.me/);
  const url = new URL(whatsapp.url());
  expect(url.origin + url.pathname).toBe(`https://wa.me/${config.phone}`);
  expect(url.searchParams.get('text')).toBe(message);
  await expect(dialog.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue('');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('el saludo del chat se cierra solo a los 20 s o con su botón', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const greeting = page.getByText('¡Hola! ¿En qué te podemos ayudar?');
  await expect(greeting).toBeVisible();
  await page.clock.runFor(19_000);
  await expect(greeting).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(greeting).toBeHidden();

  await page.reload();
  await expect(greeting).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar saludo' }).click();
  await expect(greeting).toBeHidden();
});

test('ninguna página de la tienda se desplaza hacia los costados', async ({ page }) => {
  for (const url of ['/', '/product', '/suppliers', '/aboutUs']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});

test('proveedores muestra cada productor con productos y lleva a su página', async ({ page }) => {
  const producers = (await (await page.request.get('/api/productores')).json()) as {
    id: number;
    nombre: string;
  }[];
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Proveedores amigos' })).toBeVisible();
  for (const producer of producers.slice(0, 3)) {
    await expect(page.getByRole('heading', { level: 2, name: producer.nombre })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(
    producers.length,
  );
  const first = producers[0]!;
  await page.getByRole('link', { name: first.nombre, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/suppliers/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.nombre })).toBeVisible();
});

test('sobre nosotros cuenta quiénes somos', async ({ page }) => {
  await page.goto('/aboutUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
  await expect(page.getByText('feria agroecológica itinerante de Santa Fe').first()).toBeVisible();
  await page.getByRole('link', { name: 'Ver productos' }).click();
  await expect(page).toHaveURL(/\/product$/);
});
