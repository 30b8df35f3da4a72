// MARKET §1 (issue 49 item 2): two ferias the same day. The seller chooses in Control where the
// stall sells ("Vendiendo en {lugar}"), the sale goes to that feria, the choice survives a reload,
// and Entregas opens on the same feria, naming the other feria's pending pickups (issue 62). The
// ferias are cancelled at the end: the e2e server is shared, and other specs sell at the stall
// without naming a feria.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './accessible.ts';
import { origin } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { signInAsNewSeller } from './sales-fixtures.ts';
import { sellOne } from './stall-fixtures.ts';
import { expect, test } from './test.ts';

async function newFeria(request: APIRequestContext, fields: Record<string, string>) {
  const res = await request.post('/api/ferias', {
    headers: { origin: origin() },
    data: { direccion: 'Bv. Gálvez 1200, Santa Fe', cierre: '', ...fields },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; lugar: string };
}

test('dos ferias el mismo día: la venta va a la elegida y Entregas abre en ella', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const acelga = await createProduct(request, info, 'Acelga', { precio: 1580.7, stock: 5 });
  const hoy = shopToday();
  const norteFields = { desde: '00:00', hasta: '12:00', lugar: `Plaza Norte ${tag}` };
  // Tomorrow first, so a web order can still be placed for it; moved to today below.
  const norte = await newFeria(request, { fecha: addDays(hoy, 1), ...norteFields });
  const sur = await newFeria(request, {
    fecha: hoy,
    desde: '12:00',
    hasta: '23:59',
    lugar: `Plaza Sur ${tag}`,
  });
  const destino = await newFeria(request, {
    fecha: '2099-01-02',
    desde: '09:00',
    hasta: '13:00',
    lugar: `Destino ${tag}`,
  });
  try {
    // A pickup for Plaza Norte: Entregas on Plaza Sur names it (issue 62 item 4).
    const order = await request.post('/api/sheets/sale', {
      headers: { origin: origin() },
      data: {
        productos: [{ id: acelga.id, cantidad: 1 }],
        formaPago: 'efectivo',
        envio: 'retiro',
        canal: 'web',
        feriaId: norte.id,
        cliente: {
          nombre: 'Norma Norte',
          correo: 'norma@example.com',
          provincia: 'Santa Fe',
          direccion: 'San Martín 1234',
          cp: '3000',
          celular: '3425551234',
        },
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    const moved = await request.put(`/api/ferias/${norte.id}`, {
      headers: { origin: origin() },
      data: { direccion: 'Bv. Gálvez 1200, Santa Fe', cierre: '', fecha: hoy, ...norteFields },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await signInAsNewSeller(page, info);
    await page.goto('/dashboard/dashboard');
    const choice = page.getByLabel('Elegí la feria de la venta');
    await expect(choice).toBeVisible();
    // Without a choice the sale waits: the server could not know which square sold it.
    await sellOne(page, acelga.nombre);
    await expect(page.getByText('Elegí la feria de la venta').last()).toBeVisible();
    await choice.selectOption({ label: `Plaza Sur ${tag} (12:00 a 23:59)` });
    await expect(page.getByText(`Vendiendo en Plaza Sur ${tag}`)).toBeVisible();
    await page.getByRole('button', { name: 'Crear Venta' }).click();
    await expect(page.getByText('Venta creada exitosamente...')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-h49/control-dos-ferias-${info.project.name}.png` });

    // Remembered on the device.
    await page.reload();
    await expect(page.getByLabel(`Vendiendo en Plaza Sur ${tag}`)).toHaveValue(String(sur.id));

    // The sale is the chosen feria's (the admin's Preparación counts it), not the other one's.
    const puesto = async (id: number) =>
      (await (await request.get(`/api/ferias/${id}/preparacion`)).json()).caja.puesto;
    expect(await puesto(sur.id)).toBe('1580.70');
    expect(await puesto(norte.id)).toBe('0.00');

    await page.goto('/dashboard/entregas');
    await expect(page.getByRole('combobox', { name: 'Feria', exact: true })).toHaveValue(
      String(sur.id),
    );
    await expect(page.getByText('No quedan pedidos por entregar')).toBeVisible();
    await expect(page.getByText(`Hay 1 pedido para Plaza Norte ${tag}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots-h49/entregas-feria-${info.project.name}.png` });
    await page.getByRole('button', { name: `Ver Plaza Norte ${tag}` }).click();
    await expect(page.getByRole('combobox', { name: 'Feria', exact: true })).toHaveValue(
      String(norte.id),
    );
    await expect(page.getByText('Por entregar: 1')).toBeVisible();
    await expect(page.getByText('Norma Norte')).toBeVisible();
  } finally {
    for (const f of [norte, sur]) {
      const res = await request.post(`/api/ferias/${f.id}/cancelar`, {
        headers: { origin: origin() },
        data: { moverA: destino.id },
      });
      expect(res.status()).toBe(200);
    }
    await request.post(`/api/ferias/${destino.id}/cancelar`, {
      headers: { origin: origin() },
      data: {},
    });
  }
});
