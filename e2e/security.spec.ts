// Issue 9 "Checks", in the browser: script typed into a product, the carousel or a customer's name
// is shown as text in the storefront, the back-office and the e-mail, and never runs. And the
// built JavaScript the browser downloads holds no server secret.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ADMIN, origin, signInByApi, uniqueEmail } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { writtenMail } from './sales-fixtures.ts';
import { expect, test } from './test.ts';

const dist = fileURLToPath(new URL('../packages/web/dist', import.meta.url));
const ATTACK = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;

/** Fails the test if any script of ours ran or any alert opened. */
async function guard(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`Se abrió un diálogo: ${dialog.message()}`);
  });
  await page.addInitScript(() => {
    (window as { __xss?: number }).__xss = 0;
  });
}
const ran = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss);

test('un script en el producto, el carrusel y el nombre del cliente se muestra como texto', async ({
  page,
  request,
}, info) => {
  await guard(page);
  const product = await createProduct(request, info, `Miel ${ATTACK}`, { precio: 1800, stock: 5 });
  await signInByApi(page, ADMIN.email, ADMIN.password);
  const saved = (await (await page.request.get('/api/sheets/seccion')).json()) as {
    seccion: number;
    imageUrl: string;
    texto: string;
  }[];
  const put = (sections: { seccion: number; imagen: string; texto: string }[]) =>
    page.request.post('/api/sheets/seccion', { data: sections, headers: { origin: origin() } });
  const correo = uniqueEmail(info, 'xss');
  const nombre = `Rosa ${ATTACK}`;
  try {
    expect(
      (
        await put(
          saved.map((s) => ({ seccion: s.seccion, imagen: s.imageUrl, texto: `Oferta ${ATTACK}` })),
        )
      ).status(),
    ).toBe(200);
    const order = await page.request.post('/api/sheets/sale', {
      headers: { origin: origin() },
      data: {
        productos: [{ id: product.id, cantidad: 1 }],
        formaPago: 'efectivo',
        envio: 'retiro',
        cliente: {
          nombre,
          correo,
          provincia: 'Santa Fe',
          direccion: ATTACK,
          cp: '3000',
          celular: '3425550000',
        },
      },
    });
    expect(order.status()).toBe(201);
    const sale = (await order.json()) as { id: number };

    await page.goto('/');
    await expect(page.getByText(`Oferta ${ATTACK}`).first()).toBeAttached();
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.nombre })).toBeVisible();
    await page.goto('/product');
    await page.getByLabel('Buscar productos').fill(product.nombre);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText(product.nombre).first()).toBeVisible();
    await page.goto('/dashboard/sales');
    const card = page.getByRole('article', { name: `Venta #${sale.id}` });
    await expect(card).toContainText(nombre);
    await card.getByRole('button', { name: `Ver detalle de la venta #${sale.id}` }).click();
    const detail = page.getByRole('dialog', { name: 'Información de ventas' });
    await expect(detail).toContainText(product.nombre);
    await page.goto('/dashboard/products');
    await page.getByLabel('Buscar por nombre, categoría o SKU').fill(product.nombre);
    await expect(page.getByText(product.nombre).first()).toBeVisible();
    await page.goto('/dashboard/dashboard');
    await expect(page.getByRole('button', { name: /^Agregar Miel/ }).first()).toBeVisible();
    expect(await ran(page)).toBe(0);
    // No element the attack would have made exists anywhere in the page.
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    // The e-mail to the customer, as the mail worker wrote it.
    await expect
      .poll(() => writtenMail(correo, 'Gracias por tu compra'), { timeout: 15_000 })
      .not.toBeNull();
    // Its HTML part (the text part carries the name as plain text, as it should).
    const eml = (await writtenMail(correo, 'Gracias por tu compra'))!.replace(/=\r?\n/g, '');
    const mail = eml.slice(eml.indexOf('Content-Type: text/html'));
    expect(mail).toContain('&lt;img src=');
    expect(mail).not.toMatch(/<img src=(3D)?x/);
    expect(mail).not.toMatch(/<script>window/);
  } finally {
    await put(saved.map((s) => ({ seccion: s.seccion, imagen: s.imageUrl, texto: s.texto })));
  }
});

test('el JavaScript compilado no contiene claves, credenciales ni variables del servidor', async () => {
  const files = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => /\.(js|css|map|html)$/.test(f))
    .map((f) => path.join(dist, 'assets', f));
  files.push(path.join(dist, 'index.html'));
  expect(files.length).toBeGreaterThan(3);
  const secrets = [
    ADMIN.password,
    'ADMIN_PASSWORD',
    'SMTP_URL',
    'DATABASE_URL',
    'GOOGLE_CLIENT_SECRET',
    'postgres://',
    'smtp://',
    'process.env',
    'password_hash',
    '$argon2',
  ];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const secret of secrets) {
      expect(text.includes(secret), `${path.basename(file)} contiene ${secret}`).toBe(false);
    }
  }
});
