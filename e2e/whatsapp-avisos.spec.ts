// MARKET §13.3 on screen, Tier 2 on against the e2e's Graph API fake (e2e/whatsapp-fake-server.ts):
// the basket's unticked box with the celular as typed; an order that ticks it gets its
// "pedido_recibido" template sent after the answer, and the staff see it under "Avisos por
// WhatsApp" in the sale detail; Control counts the month's messages.
import { expectAccessible } from './accessible.ts';
import { ADMIN, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { addFromDetail, createProduct } from './basket-fixtures.ts';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const received = async () =>
  (await (await fetch(`http://127.0.0.1:${process.env.E2E_WA_PORT}/__received`)).json()) as {
    body: {
      to: string;
      template?: { name: string; components: { parameters: { text: string }[] }[] };
    };
  }[];

test('con la casilla marcada, el pedido recibido sale por WhatsApp y el personal lo ve', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const yerba = await createProduct(request, info, 'Yerba para avisos', { precio: 2200, stock: 5 });
  await addFromDetail(page, yerba);
  await page.goto('/cart');
  const box = page.getByRole('checkbox', { name: /^Quiero recibir avisos de .+ por WhatsApp al / });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleName(/por WhatsApp al número que escribas$/);
  const nombre = `Sofía Avisos ${info.project.name}`;
  await page.getByLabel('Nombre').fill(nombre);
  await page.getByLabel('Correo').fill(uniqueEmail(info, 'avisos'));
  await page.getByLabel('Retiro').check();
  await page.getByLabel('Celular').fill('342 555-7788');
  await expect(box).toHaveAccessibleName(/por WhatsApp al 342 555-7788$/);
  await box.check();
  await page.getByLabel('Efectivo').check();
  await expectAccessible(page, 'Canasta con avisos por WhatsApp');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido\/(\d+)/);
  const id = Number(/\/pedido\/(\d+)/.exec(page.url())![1]);

  // After the answer, from the queue: the template with its four parameters.
  await expect
    .poll(async () =>
      (await received()).some(
        (m) =>
          m.body.template?.name === 'pedido_recibido' &&
          m.body.template.components[0]?.parameters[1]?.text === String(id),
      ),
    )
    .toBe(true);
  const sent = (await received()).find(
    (m) => m.body.template?.components[0]?.parameters[1]?.text === String(id),
  )!;
  expect(sent.body.to).toBe('5493425557788');
  expect(sent.body.template!.components[0]!.parameters.map((p) => p.text)).toEqual([
    nombre,
    String(id),
    '$ 2.200,00',
    expect.stringMatching(new RegExp(`/pedido/${id}\\?t=`)),
  ]);

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/sales');
  await page
    .getByRole('searchbox', { name: 'Buscar por N° venta, Cliente, Total, Fecha, Hora' })
    .fill(String(id));
  await page.getByRole('button', { name: `Ver detalle de la venta #${id}` }).click();
  const detail = page.getByRole('dialog', { name: 'Información de ventas' });
  const avisos = detail.getByRole('region', { name: 'Avisos por WhatsApp' });
  await expect(avisos).toContainText('Pedido recibido');
  await expect(avisos).toContainText(/Enviado|Entregado|Leído/);
  await expectAccessible(page, 'Detalle con avisos', '[role="dialog"]');
  await page.screenshot({ path: info.outputPath('avisos-whatsapp.png'), fullPage: true });
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/dashboard');
  await expect(page.getByText(/^WhatsApp este mes: [1-9]\d* de 1000$/)).toBeVisible();
});
