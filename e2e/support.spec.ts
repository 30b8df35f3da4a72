import { ADMIN, signInByApi } from './auth-helpers.ts';
import { expect, test } from './test.ts';

test('soporte de desarrollo muestra el contacto con un enlace de chat', async ({ page }) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/support');
  await expect(page.getByRole('heading', { name: 'Soporte de desarrollo' })).toBeVisible();
  await expect(page.getByText('soporte@feria.local')).toBeVisible();
  const chat = page.getByRole('link', { name: 'Chatear por WhatsApp' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/5493425550199\?text=/);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Escribir un correo' })).toHaveAttribute(
    'href',
    /^mailto:soporte@feria\.local/,
  );
});
