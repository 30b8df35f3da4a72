// MARKET §12 on screen, with ARCA's local fake (e2e/arca-fake-server.ts): the stall's ticket and
// a web order's page show the Factura C and ARCA's QR; a rejected invoice shows ARCA's words and
// "Reintentar"; Control counts the pending ones; Balance downloads "Facturas del mes".
import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './accessible.ts';
import { ADMIN, origin, registerByApi, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { addFromDetail, createProduct } from './basket-fixtures.ts';
import { posSaleByApi, signInAsNewSeller } from './sales-fixtures.ts';
import { addProduct, openTicket } from './stall-fixtures.ts';
import { expect, test } from './test.ts';

// The queue's first try is within 5 s; a busy machine takes longer.
test.setTimeout(150_000);
const ARCA = { timeout: 30_000 };
const LINEA = /^Factura C N° 00003-\d{8} · CAE \d{14} · Vto\. \d{2}\/\d{2}\/\d{4}$/;

async function arcaMode(page: Page, mode: 'ok' | 'reject' | 'down') {
  const res = await page.request.put(`http://127.0.0.1:${process.env.E2E_ARCA_PORT}/__modo`, {
    data: mode,
    headers: { 'content-type': 'text/plain' },
  });
  expect(res.status()).toBe(204);
}

/** ARCA's QR encodes its JSON (RG 4892) after ?p=, in base64. */
function qrJson(href: string | null) {
  expect(href).toMatch(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=/);
  const p = new URL(href ?? '').searchParams.get('p') ?? '';
  return JSON.parse(Buffer.from(p, 'base64').toString('utf8'));
}

const shot = (page: Page, info: TestInfo, name: string, fullPage = true) =>
  page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage });

test('el ticket del puesto muestra la Factura C a un CUIT, con el QR de ARCA y "Ver factura"', async ({
  page,
  request,
}, info) => {
  const miel = await createProduct(request, info, 'Miel facturada', { precio: 4200, stock: 5 });
  await signInAsNewSeller(page, info);
  await page.goto('/dashboard/dashboard');
  await addProduct(page, miel.nombre);
  const orden = await openTicket(page);
  // Out of the way of the usual sale: one tap opens it.
  const documento = orden.getByLabel('CUIT o DNI para la factura');
  await expect(documento).toBeHidden();
  await orden.getByText('Factura con CUIT o DNI').click();
  await documento.fill('20-12345678-6');
  const condicion = orden.getByLabel('Condición frente al IVA');
  await expect(condicion).toBeVisible();
  await orden.getByRole('button', { name: 'Crear Venta' }).click();
  await expect(orden.getByText('Elegí la condición frente al IVA')).toBeVisible();
  await condicion.selectOption({ label: 'Monotributo' });
  await expect(orden.getByText('Elegí la condición frente al IVA')).toHaveCount(0);
  await shot(page, info, 'pos-factura-campo', false);
  await expectAccessible(page, 'facturas');
  await orden.getByRole('button', { name: 'Crear Venta' }).click();

  const ultima = page.getByRole('status').filter({ hasText: 'Última venta' });
  await expect(ultima).toHaveText(/^Última venta: N° \d+ por \$ 4\.200,00$/);
  const id = Number((await ultima.textContent())?.match(/N° (\d+)/)?.[1]);
  const factura = page.getByRole('region', { name: 'Factura' });
  await expect(factura.getByText(LINEA)).toBeVisible(ARCA);
  const qr = factura.getByRole('img', { name: 'QR de ARCA de la factura' });
  await expect(qr).toBeVisible();
  const json = qrJson(await factura.getByRole('link').first().getAttribute('href'));
  expect(json).toMatchObject({
    ver: 1,
    cuit: 20123456786,
    ptoVta: 3,
    tipoCmp: 11,
    importe: 4200,
    moneda: 'PES',
    tipoDocRec: 80,
    nroDocRec: 20123456786,
    tipoCodAut: 'E',
  });
  const ver = factura.getByRole('link', { name: 'Ver factura' });
  await expect(ver).toHaveAttribute('href', `/api/pedido/${id}/factura`);
  const printable = await page.request.get(`/api/pedido/${id}/factura`);
  expect(printable.status()).toBe(200);
  expect(await printable.text()).toContain(String(json.codAut));
  await shot(page, info, 'pos-ticket-factura', false);
});

test('un pedido web con DNI: su página y "Mis compras" muestran la factura cuando se cobra', async ({
  page,
  request,
}, info) => {
  const queso = await createProduct(request, info, 'Queso facturado', { precio: 5100, stock: 4 });
  const { uid } = await registerByApi(page, uniqueEmail(info, 'factura'), 'Rosa Díaz');
  await addFromDetail(page, queso, 1);
  await page.goto('/cart');
  await page.getByLabel('Celular').fill('3425550000');
  await page.getByLabel('Efectivo').check();
  await page.getByLabel('Retiro').check();
  await page.getByLabel('CUIT o DNI para la factura').fill('123');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.locator('#cliente-documento-error')).toHaveText('El CUIT o DNI es inválido');
  await expect(page.getByLabel('CUIT o DNI para la factura')).toBeFocused();
  // A DNI asks for no condición.
  await page.getByLabel('CUIT o DNI para la factura').fill('12.345.678');
  await expect(page.getByLabel('Condición frente al IVA')).toHaveCount(0);
  await expect(page.locator('#cliente-documento-error')).toHaveCount(0);
  await shot(page, info, 'checkout-factura-campo');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido\/\d+\?t=/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  // Not cobrado yet: no invoice. The market marks it cobrado; ARCA answers.
  await expect(page.getByRole('heading', { name: `Pedido N° ${id}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Factura' })).toHaveCount(0);
  const cobro = await request.put(`/api/sheets/sale/${id}/cobro`, {
    data: { cobrado: true },
    headers: { origin: origin() },
  });
  expect(cobro.status()).toBe(200);
  await page.reload();
  const factura = page.getByRole('region', { name: 'Factura' });
  await expect(factura.getByText(LINEA)).toBeVisible(ARCA);
  await expect(factura.getByRole('img', { name: 'QR de ARCA de la factura' })).toBeVisible();
  const json = qrJson(await factura.getByRole('link').first().getAttribute('href'));
  expect(json).toMatchObject({ importe: 5100, tipoDocRec: 96, nroDocRec: 12345678 });
  const ver = factura.getByRole('link', { name: 'Ver factura' });
  const printable = await page.request.get((await ver.getAttribute('href')) ?? '');
  expect(printable.status()).toBe(200);
  await shot(page, info, 'pedido-factura');
  await expectAccessible(page, 'facturas');

  await page.goto(`/userpurchase/${uid}`);
  const compra = page.getByRole('article').filter({ hasText: `Pedido N° ${id}` });
  await expect(compra.getByText(LINEA)).toBeVisible();
  await expect(compra.getByRole('img', { name: 'QR de ARCA de la factura' })).toBeVisible();
  await expect(compra.getByRole('link', { name: 'Ver factura' })).toHaveAttribute(
    'href',
    `/api/pedido/${id}/factura`,
  );
  await shot(page, info, 'mis-compras-factura');
});

test('ARCA caído y después rechazando: Control cuenta las pendientes; Ventas muestra el rechazo y Reintentar', async ({
  page,
  request,
}, info) => {
  const pan = await createProduct(request, info, 'Pan facturado', { precio: 1500, stock: 5 });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await arcaMode(page, 'down');
  try {
    const sale = await posSaleByApi(page.request, [{ id: pan.id, cantidad: 1 }], 'efectivo', {
      nombre: 'Cliente rechazado',
    });
    await page.goto('/dashboard/dashboard');
    await expect(page.getByText(/^Facturas pendientes: \d+$/)).toBeVisible();
    await arcaMode(page, 'reject');
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/sheets/sale/${sale.id}/factura`)).json()).factura
            ?.estado,
        { timeout: 90_000 },
      )
      .toBe('rechazada');

    await page.goto('/dashboard/sales');
    await page.getByRole('button', { name: 'Factura rechazada' }).click();
    const detalle = page.getByRole('button', { name: `Ver detalle de la venta #${sale.id}` });
    await expect(detalle).toBeVisible();
    await page.getByRole('button', { name: 'Sin factura' }).click();
    await expect(page.getByRole('button', { name: 'Sin factura' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(detalle).toBeVisible();
    await detalle.click();
    const dialog = page.getByRole('dialog', { name: 'Información de ventas' });
    const panel = dialog.getByRole('region', { name: 'Factura electrónica' });
    await expect(panel.getByText('Factura rechazada por ARCA')).toBeVisible();
    await expect(
      panel.getByText('10015: El campo DocNro es inválido: <revisar> & corregir'),
    ).toBeVisible();
    await shot(page, info, 'venta-factura-rechazada');
    await expectAccessible(page, 'facturas');
    await arcaMode(page, 'ok');
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await expect(panel.getByText(LINEA)).toBeVisible(ARCA);
    await expect(panel.getByRole('link', { name: 'Ver factura' })).toBeVisible();
  } finally {
    await arcaMode(page, 'ok');
  }

  await page.goto('/dashboard/balance');
  // MARKET §12 (round 5): the market's ARCA identity and the queue's counts (a shared server).
  await expect(
    page.getByText(
      /^Facturación: CUIT 20-12345678-6 · Punto de venta 3 · (Producción|Homologación)$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Pendientes: \d+ · Rechazadas: \d+$/)).toBeVisible();
  await expectAccessible(page, 'balance');
  const mes = page.getByLabel('Mes', { exact: true });
  const month = await mes.inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const link = page.getByRole('link', { name: 'Descargar facturas (CSV)' });
  await expect(link).toHaveAttribute('href', `/api/facturas.csv?mes=${month}`);
  const csv = await page.request.get(`/api/facturas.csv?mes=${month}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  await shot(page, info, 'balance-facturas-del-mes');
});
