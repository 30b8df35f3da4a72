// MARKET §2 (round 5), issue 62 item 2: an order handed over unpaid is listed in "Arqueo de caja"
// under "Entregados hoy sin cobrar" before the count; "Cobrar ahora" puts its cash in the register,
// so the honest count shows no false "sobra".
import { expectAccessible } from './accessible.ts';
import { origin } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { signInAsNewSeller } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

test('el arqueo lista los entregados sin cobrar y "Cobrar ahora" los suma al esperado', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const batata = await createProduct(request, info, 'Batata entregada', {
    precio: 1500,
    stock: 10,
  });
  // Only one register opens at a time in the whole shop: start with none open.
  const closing = await request.post('/api/caja/cerrar', {
    headers: { origin: origin() },
    data: { contado: 0 },
  });
  expect([200, 409]).toContain(closing.status());
  const res = await request.post('/api/sheets/sale', {
    headers: { origin: origin() },
    data: {
      productos: [{ id: batata.id, cantidad: 2 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      canal: 'web',
      cliente: {
        nombre: 'Dora Debiendo',
        correo: 'dora@example.com',
        provincia: 'Santa Fe',
        direccion: 'San Martín 1234',
        cp: '3000',
        celular: '3425551234',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()) as { id: number };

  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  const bar = page.getByRole('region', { name: 'Caja' });
  await bar.getByRole('button', { name: 'Abrir caja' }).click();
  const abrir = page.getByRole('dialog', { name: 'Abrir caja' });
  await abrir.getByLabel('Monto inicial').fill('1.000');
  await abrir.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(abrir).toBeHidden();
  // Handed over with "Todavía no (queda debiendo)".
  const entregado = await page.request.put(`/api/sheets/sale/${order.id}/changestate/Entregado`, {
    headers: { origin: origin() },
  });
  expect(entregado.status(), await entregado.text()).toBe(200);
  await page.reload();

  await bar.getByRole('button', { name: 'Cerrar caja' }).click();
  const arqueo = page.getByRole('dialog', { name: 'Arqueo de caja' });
  const unpaid = arqueo.getByRole('region', { name: 'Entregados hoy sin cobrar' });
  await expect(unpaid).toContainText(`N° ${order.id} · Dora Debiendo · $ 3.000,00`);
  await expectAccessible(page, 'Arqueo con entregados sin cobrar', '[role=dialog]');
  await page.screenshot({ path: info.outputPath('arqueo-entregados.png'), fullPage: true });
  await unpaid.getByRole('button', { name: `Cobrar ahora el pedido N° ${order.id}` }).click();
  await expect(unpaid).toBeHidden();
  const desglose = arqueo.getByRole('region', { name: 'Cómo se llega al esperado' });
  await expect(desglose).toContainText('Esperado en efectivo$ 4.000,00');
  await arqueo.getByLabel('Efectivo contado').fill('4.000');
  await expect(arqueo).toContainText('Diferencia$ 0,00 (justo)');
  await arqueo.getByRole('button', { name: 'Confirmar cierre' }).click();
  await expect(page.getByRole('dialog', { name: 'Caja cerrada' })).toContainText('$ 0,00 (justo)');
});
