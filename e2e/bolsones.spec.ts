// MARKET §9: a customer subscribes to the demo shop's bolsón from its page, sees the next bolsón
// in "Mis bolsones" with its order already made, skips that week and undoes the skip.
// Screenshots in /tmp/shots-bolsones.
import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { SIN_CONFIRMAR_MSG } from '@feria/domain/rules/bolsones-cap';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { seriousViolations } from './accessible.ts';
import { mailedLink } from './account-fixtures.ts';
import { ADMIN, origin, registerByApi, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { expect, test } from './test.ts';

const BOLSON = 'Bolsón de verduras de estación';

test('un cliente se suscribe al bolsón, ve el próximo y saltea esa feria', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000); // a whole journey: sign up, confirm, subscribe, Mis bolsones, skip
  // A place of its own three days ahead: other specs create, move and cancel ferias.
  const lugar = `Plaza Bolsón ${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const admin = await browser.newPage();
  await signInByApi(admin, ADMIN.email, ADMIN.password);
  const feria = await admin.request.post('/api/ferias', {
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
  await admin.close();
  const catalogue = (await (await page.request.get('/api/sheets/data')).json()) as {
    id: number;
    nombre: string;
    suscribible: boolean;
  }[];
  const bolson = catalogue.find((p) => p.nombre === BOLSON);
  expect(bolson?.suscribible).toBe(true);
  const shot = (name: string) =>
    page.screenshot({ path: `/tmp/shots-bolsones/${name}-${info.project.name}.png` });

  // Not signed in: "Suscribirme" asks to sign in first.
  await page.goto(`/product/${bolson!.id}`);
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);

  const email = uniqueEmail(info, 'bolson');
  await registerByApi(page, email);
  await page.goto(`/product/${bolson!.id}`);
  await expect(page.getByRole('button', { name: 'Agregar a la canasta' })).toBeVisible();
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  const dialog = page.getByRole('dialog');
  // Not confirmed yet (API.md round 5): the form says so and nothing is subscribed.
  await dialog.getByRole('radio', { name: 'Cada semana' }).check();
  await dialog.getByRole('radio', { name: 'Retiro en la feria' }).check();
  await dialog.getByLabel('Lugar de retiro').selectOption(lugar);
  await dialog.getByRole('radio', { name: 'Efectivo' }).check();
  await dialog.getByRole('button', { name: 'Confirmar suscripción' }).click();
  await expect(dialog.getByText(SIN_CONFIRMAR_MSG)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // The link of the registration mail confirms the e-mail.
  await expect.poll(() => mailedLink(email, 'verificar'), { timeout: 15_000 }).not.toBeNull();
  const link = new URL((await mailedLink(email, 'verificar'))!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(ACCOUNT_MSG.correoConfirmado)).toBeVisible();

  await page.goto(`/product/${bolson!.id}`);
  await page.getByRole('button', { name: 'Suscribirme' }).click();
  await dialog.getByLabel('Cantidad de bolsones').selectOption('2');
  await dialog.getByRole('radio', { name: 'Cada semana' }).check();
  await dialog.getByRole('radio', { name: 'Retiro en la feria' }).check();
  await dialog.getByLabel('Lugar de retiro').selectOption(lugar);
  await dialog.getByRole('radio', { name: 'Efectivo' }).check();
  await shot('formulario');
  await dialog.getByRole('button', { name: 'Confirmar suscripción' }).click();

  await expect(page).toHaveURL(/\/suscripciones$/);
  await expect(page.getByRole('heading', { name: 'Mis bolsones' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: BOLSON });
  await expect(card.getByRole('heading', { name: `2 × ${BOLSON}` })).toBeVisible();
  await expect(
    card.getByText(new RegExp(`^Próximo bolsón: \\p{L}+ \\d+ de \\p{L}+ en ${lugar}$`, 'u')),
  ).toBeVisible();
  // MARKET §9 (round 5): the order is made at once, the customer can open it right away.
  await expect(card.getByRole('link', { name: /^Pedido N° \d+$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('mis-bolsones');

  await card.getByRole('button', { name: 'Saltear esta feria' }).click();
  await expect(card.getByText('Salteaste esta feria.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'No saltear' })).toBeVisible();
  await shot('salteada');

  // Undoing the skip makes that feria's order again at once.
  await card.getByRole('button', { name: 'No saltear' }).click();
  await expect(card.getByRole('link', { name: /^Pedido N° \d+$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Saltear esta feria' })).toBeVisible();
});
