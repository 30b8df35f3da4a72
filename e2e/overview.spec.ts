import { ADMIN, signInByApi } from './auth-helpers.ts';
import { expect, test } from './test.ts';

test('el administrador ve el resumen del día y el gráfico de 14 días sobre el punto de venta', async ({
  page,
}) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/dashboard');
  const resumen = page.getByRole('region', { name: 'Resumen' });
  await expect(resumen).toBeVisible();
  for (const label of ['Cobrado hoy', 'Esta semana', 'Por preparar', 'Stock']) {
    await expect(resumen.getByText(label, { exact: true })).toBeVisible();
  }
  const chart = resumen.getByRole('img', { name: /Ventas por día de los últimos 14 días/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/(ventas? por \$|Sin ventas)/);
  await expect(page.getByRole('heading', { name: 'Punto de venta' })).toBeVisible();
});
