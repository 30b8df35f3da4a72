// MARKET §1: the feria form's "Cierre de pedidos" follows a new date unless the admin sets it
// (moving a feria two days earlier used to leave the admin stuck on "El cierre debe ser antes del
// comienzo de la feria"), and the public /ferias calendar lists what is ahead.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { defaultCierre } from '@feria/domain/rules/ferias';
import { ADMIN, signInByApi } from './auth-helpers.ts';
import { origin } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

type Feria = { id: number; fecha: string; lugar: string; cierre: string };

test('mover una feria dos días antes lleva el cierre al nuevo día; el cierre se puede elegir', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const lugar = `Plaza Pueyrredón ${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const created = await page.request.post('/api/ferias', {
    headers: { origin: origin() },
    data: {
      fecha: addDays(shopToday(), 6),
      desde: '09:00',
      hasta: '13:00',
      lugar,
      direccion: 'Bv. Gálvez 1600, Santa Fe',
    },
  });
  expect(created.status()).toBe(201);
  const feria = (await created.json()) as Feria;
  const saved = async () => {
    const list = (await (await page.request.get('/api/ferias/proximas')).json()) as Feria[];
    return list.find((f) => f.id === feria.id);
  };

  await page.goto('/dashboard/ferias');
  const row = page.getByRole('listitem').filter({ hasText: lugar });
  await row.getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar feria' });
  // The cut-off shows the feria's own: the day before at 20:00.
  await expect(form.getByLabel('Día del cierre')).toHaveValue(addDays(shopToday(), 5));
  await expect(form.getByLabel('Hora del cierre')).toHaveValue('20:00');
  const newDay = addDays(shopToday(), 4);
  await form.getByLabel('Fecha', { exact: true }).fill(newDay);
  // Untouched, it follows the new date.
  await expect(form.getByLabel('Día del cierre')).toHaveValue(addDays(shopToday(), 3));
  await page.screenshot({ path: `/tmp/shots-csv/feria-form-${info.project.name}.png` });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Feria actualizada')).toBeVisible();
  expect((await saved())?.cierre).toBe(defaultCierre(newDay).toISOString());

  // The admin chooses another cut-off: the day before at 18:30.
  await row.getByRole('button', { name: 'Editar' }).click();
  await form.getByLabel('Hora del cierre').fill('18:30');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toHaveCount(0);
  const cierre = new Date(`${addDays(shopToday(), 3)}T18:30:00.000-03:00`).toISOString();
  expect((await saved())?.cierre).toBe(cierre);

  // The public calendar, reached from the storefront's footer: day, hours, map link, cut-off.
  await page.goto('/');
  await page.getByRole('link', { name: 'Próximas ferias' }).click();
  await expect(page.getByRole('heading', { name: 'Ferias', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: lugar });
  await expect(item).toContainText(`09:00 a 13:00 — ${lugar}`);
  await expect(item).toContainText(/Pedidos hasta el \S+ \d\d\/\d\d a las 18:30\./);
  const map = item.getByRole('link', { name: /Bv\. Gálvez 1600, Santa Fe/ });
  await expect(map).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Plaza%20Pueyrred%C3%B3n/,
  );
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots-csv/ferias-public-${info.project.name}.png` });
});
