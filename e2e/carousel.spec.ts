import { ADMIN, origin, signInByApi } from './auth-helpers.ts';
import { expect, test } from './test.ts';

type Section = { seccion: number; imageUrl: string; texto: string };

test('reemplazar la imagen y el texto de una sección se ve en la página de inicio', async ({
  page,
}) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const saved = (await (await page.request.get('/api/sheets/seccion')).json()) as Section[];
  // A real PNG to upload: a picture of the page itself.
  await page.goto('/');
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 180 } });
  const texto = `Cosecha de otoño ${Date.now().toString(36)}`;

  try {
    await page.goto('/dashboard/carrousel');
    await expect(page.getByRole('heading', { name: 'Carrusel' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Sección 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Modificar carrusel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Secciones' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Quitar imagen de la sección 2' }).click();
    const chooser = dialog.getByLabel('Imagen de la sección 2');
    await chooser.setInputFiles({ name: 'otono.png', mimeType: 'image/png', buffer: picture });
    const preview = dialog.getByRole('img', { name: 'Vista previa de la sección 2' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}-640\.webp$/);
    const imageUrl = (await preview.getAttribute('src')) ?? '';

    const text = dialog.getByLabel('Texto de la sección 2');
    await text.fill(texto);
    await expect(dialog.getByText(`${texto.length}/200 caracteres`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Datos guardados exitosamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'Sección 2' });
    await expect(card).toContainText(texto);
    await expect(card.getByRole('img')).toHaveAttribute('src', imageUrl);

    await page.goto('/');
    await page.getByRole('button', { name: 'Ir a la sección 2' }).click();
    const slide = page.getByRole('group', { name: '2 de 3' });
    await expect(slide).toContainText(texto);
    await expect(slide.locator('img')).toHaveAttribute('src', imageUrl);
  } finally {
    // Put the demo carousel back, so other journeys see the shop as seeded.
    await page.request.post('/api/sheets/seccion', {
      data: saved.map((s) => ({ seccion: s.seccion, imagen: s.imageUrl, texto: s.texto })),
      headers: { origin: origin() },
    });
  }
});

test('el texto de una sección no pasa de 200 caracteres', async ({ page }) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/carrousel');
  await page.getByRole('button', { name: 'Modificar carrusel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Secciones' });
  const text = dialog.getByLabel('Texto de la sección 1');
  await text.fill('');
  await text.pressSequentially('a'.repeat(10));
  await expect(dialog.getByText('10/200 caracteres')).toBeVisible();
  await text.fill('b'.repeat(250));
  await expect(text).toHaveValue('b'.repeat(200));
  await expect(dialog.getByText('200/200 caracteres')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
