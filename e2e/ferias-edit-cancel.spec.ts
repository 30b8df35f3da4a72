// MARKET §1 in the back-office: the admin edits a feria, then cancels it and passes its orders
// to another feria of the list; the order follows and the cancelled feria offers no more edits.
// Right after, "Avisar a todos" opens with each moved order's WhatsApp notice ready (MARKET §13.2).
import AxeBuilder from '@axe-core/playwright';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { ADMIN, origin, signInByApi } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';

import { expect, test } from './test.ts';

test('editar una feria y cancelarla pasando sus pedidos a otra', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const miel = await createProduct(request, info, 'Miel de monte', { precio: 4200, stock: 5 });

  // Two ferias a few days ahead (the admin's API session from createProduct) and one web order
  // for the first.
  const feria = async (days: number, lugar: string) => {
    const res = await request.post('/api/ferias', {
      headers: { origin: origin() },
      data: {
        fecha: addDays(shopToday(), days),
        desde: '09:00',
        hasta: '13:00',
        lugar,
        direccion: 'Bv. Gálvez 1200, Santa Fe',
        cierre: '',
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const primera = await feria(5, `Plaza Roca ${tag}`);
  await feria(12, `Plaza Colón ${tag}`);
  const order = await request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: {
      productos: [{ id: miel.id, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      feriaId: primera.id,
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

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/ferias');
  const row = (lugar: string) => page.getByRole('listitem').filter({ hasText: lugar });

  // Editar: the place changes and the list shows it.
  await row(`Plaza Roca ${tag}`).getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Lugar')).toHaveValue(`Plaza Roca ${tag}`);
  await form.getByLabel('Lugar').fill(`Plaza San Martín ${tag}`);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Feria actualizada')).toBeVisible();
  await expect(row(`Plaza San Martín ${tag}`)).toContainText('1 pedido ·');
  await expect(row(`Plaza Roca ${tag}`)).toHaveCount(0);

  // Cancelar feria: its order goes to Plaza Colón.
  await row(`Plaza San Martín ${tag}`).getByRole('button', { name: 'Cancelar feria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar feria' });
  await expect(dialog).toContainText('Tiene 1 pedido.');
  const target = dialog.getByLabel('Pasar los pedidos a');
  const colon = target.locator('option', { hasText: `Plaza Colón ${tag}` });
  await target.selectOption({ value: (await colon.getAttribute('value')) ?? '' });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
  await dialog.getByRole('button', { name: 'Cancelar feria' }).click();
  await expect(page.getByText('Feria cancelada (1 pedido movido)')).toBeVisible();

  // "Avisar a todos" opens by itself, the moved order's notice written: where it goes now.
  const avisos = page.getByRole('dialog', { name: 'Avisar a todos' });
  const moved = avisos.getByRole('list', { name: 'Avisos por pedido' }).getByRole('listitem');
  await expect(moved).toHaveCount(1);
  await expect(moved).toContainText('Julieta Ríos');
  await expect(moved).toContainText(
    new RegExp(
      `la feria del \\d\\d/\\d\\d en Plaza San Martín ${tag} se suspendió\\. Tu pedido #\\d+ pasa a la feria del \\d\\d/\\d\\d en Plaza Colón ${tag}, de 09:00 a 13:00`,
    ),
  );
  const wa = moved.getByRole('link', { name: /^Avisar por WhatsApp: pedido #\d+$/ });
  await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/5493425550000\?text=Hola%20Julieta/);
  const avisosAxe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    avisosAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  await page.screenshot({ path: info.outputPath('ferias-avisar-movidos.png'), fullPage: true });
  await avisos.getByRole('button', { name: 'Cerrar' }).click();

  const cancelled = row(`Plaza San Martín ${tag}`);
  await expect(cancelled).toContainText('Cancelada');
  await expect(cancelled).toContainText('0 pedidos');
  await expect(cancelled.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(row(`Plaza Colón ${tag}`)).toContainText('1 pedido ·');
  await page.screenshot({ path: info.outputPath('ferias-cancelada.png'), fullPage: true });
});
