import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { CODE_AFTER_PAINT } from '@feria/views/page-files.ts';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { carouselSections } from '../../db/schema.ts';

// The head of the real index.html: a title, a description and the <!--og--> mark.
const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Alimentos agroecológicos." />
    <title>Feria Agroecológica</title>
    <!--og-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/api-111.js">
  </head>
  <body><div id="root"><header>Feria</header><!--first-screen--></div></body>
</html>`;

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-share-'));
fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
// What the build's manifest says about the lazy pages' chunks (web vite.config.ts).
fs.mkdirSync(path.join(webDir, '.vite'));
fs.writeFileSync(
  path.join(webDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc.js', imports: ['_api.js'] },
    '_api.js': { file: 'assets/api-111.js' },
    '_catalog.js': { file: 'assets/catalog-222.js', imports: ['_api.js'] },
    'src/features/catalog/pages/product-page.tsx': {
      file: 'assets/product-page-333.js',
      imports: ['_catalog.js', '_api.js', 'index.html'],
    },
    'src/features/catalog/pages/catalog-page.tsx': {
      file: 'assets/catalog-page-444.js',
      imports: ['_catalog.js'],
    },
    'src/features/home/pages/home-page.tsx': {
      file: 'assets/home-page-555.js',
      imports: ['_api.js', 'index.html'],
    },
  }),
);

const t = buildTestApp({ SHOP_NAME: 'Feria de Prueba' }, { webDir });

const image = '/uploads/0b7f2c3e-6a1d-4e8b-9c7a-2f1e3d4c5b6a-640.webp';

/** The address of the n-th test picture (an upload with its server-made widths). */
const picture = (n: number) => `/uploads/0b7f2c3e-6a1d-4e8b-9c7a-2f1e3d4c5b6${n}-640.webp`;

/** What the server painted after the static header: the page's first screen, if any. */
const firstScreenOf = (html: string) =>
  html.slice(html.indexOf('</header>'), html.indexOf('</body>'));

/** What the page's code loader will ask for once the page is painted (head.ts withFirstScreen). */
function codeAfterPaint(html: string) {
  const tag = html.match(
    new RegExp(
      `<script defer src="${CODE_AFTER_PAINT}" data-entry="([^"]+)" data-modules="([^"]*)">`,
    ),
  );
  return tag ? { entry: tag[1], modules: tag[2]!.split(' ') } : null;
}

/** The content of a <meta property|name="key"> in the page, as the crawler would read it. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1];
}

test('la página de un producto lleva su nombre, precio, descripción e imagen para compartir', async () => {
  const product = await insertProduct(t.database.db, {
    nombre: 'Miel de monte',
    marca: 'Don Anselmo Apicultura',
    medida: '500 g',
    precio: 6200.5,
    descripcion: 'Miel cruda de flores nativas del norte santafesino.',
    imagenes: [image, '/uploads/otra.webp'],
  });
  const res = await t.request({ method: 'GET', url: `/product/${product.id}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-cache');
  const html = res.body;
  expect(metaContent(html, 'og:title')).toBe('Miel de monte · $ 6.200,50');
  expect(metaContent(html, 'og:description')).toBe(
    'Don Anselmo Apicultura · 500 g. Miel cruda de flores nativas del norte santafesino.',
  );
  expect(metaContent(html, 'og:image')).toBe(`http://localhost:3000${image}`);
  expect(metaContent(html, 'og:url')).toBe(`http://localhost:3000/product/${product.id}`);
  expect(metaContent(html, 'og:site_name')).toBe('Feria de Prueba');
  expect(metaContent(html, 'product:price:amount')).toBe('6200.50');
  expect(metaContent(html, 'product:price:currency')).toBe('ARS');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'twitter:image')).toBe(`http://localhost:3000${image}`);
  expect(html).toContain('<title>Miel de monte · $ 6.200,50</title>');
  expect(metaContent(html, 'description')).toContain('Miel cruda de flores nativas');
  // The picture is asked for with the HTML, in the widths the server made.
  expect(html).toMatch(/<link rel="preload" as="image" href="\/uploads\/[^"]+-640\.webp"/);
  expect(html).toContain('-320.webp 320w');
  // Still the web app: one title, one description, the rest of the page untouched.
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  // Its first screen: the breadcrumb and the first picture, as the product page draws them.
  const first = firstScreenOf(html);
  expect(first).toContain('<main id="contenido" class="flex-1">');
  expect(first).toContain('<a href="/product?categoria=Legumbres"');
  expect(first).toContain(`<img src="${image}" srcSet="`);
  expect(first).toContain('sizes="(min-width: 768px) 480px, 100vw"');
  expect(first).toContain('alt="Miel de monte, imagen 1 de 2"');
  expect(first).not.toContain('/uploads/otra.webp');
  // Its code comes after its picture: a small script asks for it once the page is painted.
  expect(codeAfterPaint(html)).toEqual({
    entry: '/assets/index-abc.js',
    modules: ['/assets/product-page-333.js', '/assets/catalog-222.js', '/assets/api-111.js'],
  });
});

test('un producto sin imágenes no trae primera pantalla y nombra su código en el HTML', async () => {
  const product = await insertProduct(t.database.db, { nombre: 'Sin foto' });
  const html = (await t.request({ method: 'GET', url: `/product/${product.id}` })).body;
  expect(html).toContain('<div id="root"><header>Feria</header><!--first-screen--></div>');
  expect(html).not.toContain(CODE_AFTER_PAINT);
  expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
});

test('un nombre con <script> y comillas se escapa en las etiquetas para compartir', async () => {
  const product = await insertProduct(t.database.db, {
    nombre: '<script>alert("x")</script> & \'té\'',
    marca: 'Marca "rara"',
    descripcion: '<img src=x onerror=alert(1)>',
    imagenes: [image],
  });
  const res = await t.request({ method: 'GET', url: `/product/${product.id}` });
  const html = res.body;
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<img src=x');
  expect(html).toContain(
    '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;té&#39; · $ 1.000,00</title>',
  );
  expect(metaContent(html, 'og:title')).toBe(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;té&#39; · $ 1.000,00',
  );
  expect(metaContent(html, 'og:description')).toBe(
    'Marca &quot;rara&quot; · 500 g. &lt;img src=x onerror=alert(1)&gt;',
  );
  // The first screen (React) escapes the name in the picture's alt and the gallery's label too.
  expect(html).toContain(
    'alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;té&#x27;"',
  );
  expect(html).toContain('aria-label="Imágenes de &lt;script&gt;');
});

test('un producto sin imágenes se comparte sin og:image y con tarjeta chica', async () => {
  const product = await insertProduct(t.database.db, { nombre: 'Sin foto' });
  const html = (await t.request({ method: 'GET', url: `/product/${product.id}` })).body;
  expect(metaContent(html, 'og:title')).toBe('Sin foto · $ 1.000,00');
  expect(metaContent(html, 'og:image')).toBeUndefined();
  expect(metaContent(html, 'twitter:card')).toBe('summary');
  expect(html).not.toContain('as="image"');
});

test('una descripción larga se corta en una palabra con puntos suspensivos', async () => {
  const product = await insertProduct(t.database.db, {
    medida: '',
    marca: '',
    descripcion: 'palabra '.repeat(60),
  });
  const html = (await t.request({ method: 'GET', url: `/product/${product.id}` })).body;
  const description = metaContent(html, 'og:description') ?? '';
  expect(description.length).toBeLessThanOrEqual(200);
  expect(description).toMatch(/^palabra palabra .* palabra…$/);
});

test('un producto inexistente, sin publicar o con id inválido da la página sin etiquetas', async () => {
  const oculto = await insertProduct(t.database.db, { nombre: 'Oculto', publicado: false });
  for (const url of [`/product/${oculto.id}`, '/product/99999', '/product/abc', '/product/1e3']) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body, url).toBe(INDEX);
  }
});

test('el resto de la web sigue sirviendo la aplicación como antes', async () => {
  const product = await insertProduct(t.database.db, { nombre: 'Yerba' });
  for (const url of ['/aboutUs', '/suppliers', `/product/${product.id}/x`, '/dashboard/sales']) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe(INDEX);
  }
  const head = await t.request({ method: 'HEAD', url: `/product/${product.id}` });
  expect(head.statusCode).toBe(200);
});

test('la portada pide con el HTML sus datos y la imagen de la primera sección', async () => {
  const image = '/uploads/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d-640.webp';
  await t.database.db.insert(carouselSections).values([
    { seccion: 2, imageUrl: '/uploads/otra-640.webp', texto: 'Segunda' },
    { seccion: 1, imageUrl: image, texto: 'Primera' },
  ]);
  const html = (await t.request({ method: 'GET', url: '/' })).body;
  expect(html).toContain(
    '<link rel="preload" as="fetch" href="/api/sheets/seccion" crossorigin="anonymous" />',
  );
  expect(html).toContain(
    '<link rel="preload" as="fetch" href="/api/sheets/data" crossorigin="anonymous" />',
  );
  expect(html).toContain(`<link rel="preload" as="image" href="${image}"`);
  expect(html).toContain('imagesizes="(min-width: 1152px) 690px, (min-width: 768px) 60vw, 100vw"');
  expect(html).not.toContain('otra-640');
  expect(html).toContain('<title>Feria Agroecológica</title>');
});

test('la portada trae pintada la primera sección del carrusel, como la dibuja React', async () => {
  const image = '/uploads/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d-640.webp';
  await t.database.db.insert(carouselSections).values([
    { seccion: 2, imageUrl: '/uploads/otra-640.webp', texto: 'Segunda' },
    { seccion: 1, imageUrl: image, texto: 'Del campo <b>a tu mesa</b> & "más"' },
  ]);
  const html = (await t.request({ method: 'GET', url: '/' })).body;
  const first = firstScreenOf(html);
  expect(first).toContain('<main id="contenido" class="flex-1">');
  expect(first).toContain(`<img src="${image}" srcSet="`);
  expect(first).toContain('-1024.webp 1024w');
  expect(first).toContain('sizes="(min-width: 1152px) 690px, (min-width: 768px) 60vw, 100vw"');
  expect(first).toContain('fetchPriority="high"');
  expect(first).toContain('Del campo &lt;b&gt;a tu mesa&lt;/b&gt; &amp; &quot;más&quot;</p>');
  expect(first).not.toContain('<b>');
  expect(first).not.toContain('otra-640');
  expect(html).not.toContain('<!--first-screen-->');
  // The picture's preload is in the head once: React's own preload of it is left out.
  expect(first).not.toContain('<link');
  expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  // Painted without them, the page fetches its scripts after its picture: none is in the HTML.
  expect(codeAfterPaint(html)?.modules).toContain('/assets/home-page-555.js');
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('rel="modulepreload"');
});

test('la portada trae pintados el título y la próxima feria abierta, escapada, como las dibuja React', async () => {
  await t.database.db
    .insert(carouselSections)
    .values({ seccion: 1, imageUrl: '/uploads/una-640.webp', texto: 'Una' });
  const noFeria = firstScreenOf((await t.request({ method: 'GET', url: '/' })).body);
  expect(noFeria).toContain('<h1 class="text-2xl font-bold text-brand-800 sm:text-3xl">Productos');
  expect(noFeria).toContain('<a href="/product"');
  expect(noFeria).toContain(FERIA_MSG.sinFerias);
  // A feria closed to orders is not the next one to order for.
  await insertFeria(t.database.db, { fecha: inDays(2), cierre: new Date(Date.now() - 60_000) });
  await insertFeria(t.database.db, { fecha: inDays(9), lugar: 'Plaza <b>Colón</b> & "Alem"' });
  const first = firstScreenOf((await t.request({ method: 'GET', url: '/' })).body);
  expect(first).toContain('data-testid="proxima-feria"');
  expect(first).toContain('Próxima feria: ');
  expect(first).toContain('Plaza &lt;b&gt;Colón&lt;/b&gt; &amp; &quot;Alem&quot;');
  expect(first).not.toContain(FERIA_MSG.sinFerias);
});

test('una sección de sólo texto o ninguna sección dejan la portada sin primera pantalla', async () => {
  expect((await t.request({ method: 'GET', url: '/' })).body).not.toContain('id="contenido"');
  await t.database.db
    .insert(carouselSections)
    .values([{ seccion: 1, imageUrl: '', texto: 'Sólo texto' }]);
  const html = (await t.request({ method: 'GET', url: '/' })).body;
  expect(html).not.toContain('id="contenido"');
  expect(html).not.toContain(CODE_AFTER_PAINT);
});

test('sin secciones la portada no precarga ninguna imagen', async () => {
  const html = (await t.request({ method: 'GET', url: '/' })).body;
  expect(html).toContain('href="/api/sheets/data"');
  expect(html).not.toContain('as="image"');
});

test('el catálogo y el detalle piden sus datos con el HTML, también con filtros en la URL', async () => {
  const product = await insertProduct(t.database.db, { nombre: 'Lentejas' });
  for (const url of ['/product', '/product?categoria=Legumbres']) {
    const html = (await t.request({ method: 'GET', url })).body;
    expect(html, url).toContain('<link rel="preload" as="fetch" href="/api/sheets/data"');
  }
  const detail = (await t.request({ method: 'GET', url: `/product/${product.id}` })).body;
  expect(detail).toContain(
    `<link rel="preload" as="fetch" href="/api/sheets/data/${product.id}" crossorigin="anonymous" />`,
  );
});

test('la portada nombra el código de su página en el HTML, con o sin primera pantalla', async () => {
  const plain = (await t.request({ method: 'GET', url: '/' })).body;
  expect(plain).toContain(
    '<link rel="modulepreload" crossorigin href="/assets/home-page-555.js" />',
  );
  expect(plain.match(/api-111\.js/g)).toHaveLength(1);
  expect(plain).not.toContain('product-page-333');
  await t.database.db.insert(carouselSections).values([{ seccion: 1, imageUrl: image, texto: '' }]);
  const painted = (await t.request({ method: 'GET', url: '/' })).body;
  expect(codeAfterPaint(painted)?.modules).toContain('/assets/home-page-555.js');
});

test('el catálogo y el detalle piden el código de su página con el HTML', async () => {
  const product = await insertProduct(t.database.db, { nombre: 'Lentejas' });
  const detail = (await t.request({ method: 'GET', url: `/product/${product.id}` })).body;
  expect(detail).toContain(
    '<link rel="modulepreload" crossorigin href="/assets/product-page-333.js" />',
  );
  expect(detail).toContain(
    '<link rel="modulepreload" crossorigin href="/assets/catalog-222.js" />',
  );
  // What index.html already loads is not asked for twice.
  expect(detail.match(/api-111\.js/g)).toHaveLength(1);
  expect(detail.match(/index-abc\.js/g)).toHaveLength(1);
  const catalog = (await t.request({ method: 'GET', url: '/product' })).body;
  expect(catalog).toContain('href="/assets/catalog-page-444.js"');
  expect(catalog).not.toContain('product-page-333');
});

test('el catálogo precarga las imágenes de las dos primeras tarjetas de la lista pedida', async () => {
  const db = t.database.db;
  await insertProduct(db, { nombre: 'Arroz', categoria: 'Arroz', imagenes: [picture(1)] });
  await insertProduct(db, { nombre: 'Yerba suave', categoria: 'Yerba', imagenes: [picture(2)] });
  await insertProduct(db, { nombre: 'Yerba sin foto', categoria: 'Yerba' });
  await insertProduct(db, { nombre: 'Yerba fuerte', categoria: 'Yerba', imagenes: [picture(3)] });
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
  const all = (await t.request({ method: 'GET', url: '/product' })).body;
  expect(preloaded(all)).toEqual([picture(1), picture(2)]);
  expect(all).toContain('imagesizes="(min-width: 1024px) 240px, 50vw"');
  const yerba = (await t.request({ method: 'GET', url: '/product?categoria=yerba' })).body;
  expect(preloaded(yerba)).toEqual([picture(2)]);
  const search = (await t.request({ method: 'GET', url: '/product?q=FUERTE' })).body;
  expect(preloaded(search)).toEqual([picture(3)]);
});

test('el catálogo llega con sus primeras tarjetas dibujadas, escapadas y sin nada que se pueda tocar', async () => {
  const db = t.database.db;
  await insertProduct(db, {
    nombre: 'Miel <b>cruda</b> & "pura"',
    precio: 6200.5,
    categoria: 'Miel',
    imagenes: [picture(1)],
  });
  await insertProduct(db, { nombre: 'Yerba suave', categoria: 'Yerba', imagenes: [picture(2)] });
  await insertProduct(db, { nombre: 'Yerba fuerte', categoria: 'Yerba', imagenes: [picture(3)] });
  const html = (await t.request({ method: 'GET', url: '/product' })).body;
  const first = firstScreenOf(html);
  expect(first).toContain('<h1 class="mb-4 text-2xl font-bold text-brand-800">Productos</h1>');
  expect(first).toContain('Miel &lt;b&gt;cruda&lt;/b&gt; &amp; &quot;pura&quot;</a></h3>');
  expect(first).not.toContain('<b>');
  expect(first).toMatch(/\$\s?6\.200,50/);
  expect(first).toContain(`<img src="${picture(1)}" srcSet="`);
  expect(first).toContain('sizes="(min-width: 1024px) 240px, 50vw"');
  expect(first.match(/<article/g)).toHaveLength(2);
  expect(first).not.toMatch(/<(button|input|form)\b/);
  // A list of one category starts with its own first card.
  const yerba = (await t.request({ method: 'GET', url: '/product?categoria=yerba' })).body;
  expect(yerba).toContain('Yerba suave</a></h3>');
  expect(yerba).not.toContain('Miel');
});

test('un catálogo cuya primera tarjeta no tiene foto, o vacío, llega sin primera pantalla', async () => {
  expect((await t.request({ method: 'GET', url: '/product' })).body).not.toContain(
    'id="contenido"',
  );
  await insertProduct(t.database.db, { nombre: 'Arroz sin foto' });
  const html = (await t.request({ method: 'GET', url: '/product' })).body;
  expect(html).not.toContain('id="contenido"');
  expect(html).toContain('<!--first-screen-->');
});
