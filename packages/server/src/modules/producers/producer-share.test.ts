import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { producerHelpers } from '../../../test/support/producers.ts';

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Alimentos agroecológicos." />
    <title>Feria Agroecológica</title>
    <!--og-->
  </head>
  <body><div id="root"></div></body>
</html>`;

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-producer-share-'));
fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
const t = buildTestApp({ SHOP_NAME: 'Feria de Prueba' }, { webDir });
const { admin, createProducer } = producerHelpers(t);

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

test('la página de un productor lleva su nombre, localidad, historia y foto para compartir', async () => {
  const foto = '/uploads/0b7f2c3e-6a1d-4e8b-9c7a-2f1e3d4c5b6a-640.webp';
  const p = await createProducer(await admin(), {
    nombre: 'Don Anselmo <Apicultura>',
    localidad: 'Helvecia',
    descripcion: 'Apiario de monte nativo.',
    foto,
  });
  const res = await t.request({ method: 'GET', url: `/suppliers/${p.id}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  const html = res.body;
  expect(metaContent(html, 'og:title')).toBe('Don Anselmo &lt;Apicultura&gt; · Helvecia');
  expect(metaContent(html, 'og:description')).toBe('Apiario de monte nativo.');
  expect(metaContent(html, 'og:image')).toBe(`http://localhost:3000${foto}`);
  expect(metaContent(html, 'og:url')).toBe(`http://localhost:3000/suppliers/${p.id}`);
  expect(html).toContain('<title>Don Anselmo &lt;Apicultura&gt; · Helvecia</title>');
  expect(html).not.toContain('aromos@example.com'); // the contact stays staff-only
});

test('un productor que no existe o una dirección rara dan la página de siempre', async () => {
  for (const url of ['/suppliers/999', '/suppliers/abc']) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Feria Agroecológica</title>');
    expect(res.body).not.toContain('og:title');
  }
});
