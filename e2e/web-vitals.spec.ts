// The market's own field data (issue 51): a page load measures its LCP, INP and CLS and sends
// them with one beacon when the page is hidden; the server adds them to /metrics' histograms.
import type { Page, Request } from '@playwright/test';
import { origin } from './auth-helpers.ts';
import { createProduct } from './basket-fixtures.ts';
import { signInAsNewSeller } from './sales-fixtures.ts';
import { addProduct, searchBox } from './stall-fixtures.ts';
import { expect, test } from './test.ts';

/**
 * What the page gives sendBeacon, kept in the page as text: Chromium does not show a beacon's
 * Blob body to Playwright's request events. The beacon itself still goes out.
 */
async function keepBeaconBodies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { beacons: string[] }).beacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((t) => sent.push(t));
      return send(url, data);
    };
  });
}

const beaconBodies = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { beacons: string[] }).beacons)).map(
    (b) => JSON.parse(b) as Record<string, unknown>,
  );

/** The page hidden as when the phone locks; repeated until the reporter's code has arrived. */
async function hideUntilBeacon(page: Page): Promise<Request> {
  let beacon: Request | undefined;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/web-vitals')) beacon = r;
  });
  await expect
    .poll(async () => {
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      return beacon !== undefined;
    })
    .toBe(true);
  return beacon!;
}

const series = (text: string, name: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.split(' ')[1] ?? 0,
  );

test('Control abierto manda una vez sus LCP, INP y CLS, sin datos personales, y /metrics los cuenta', async ({
  page,
  request,
}, info) => {
  const yerba = await createProduct(request, info, 'Yerba medida', { precio: 1200, stock: 10 });
  await signInAsNewSeller(page, info);
  await keepBeaconBodies(page);
  const metricsBefore = await (await request.get(`${origin()}/metrics`)).text();
  await page.goto('/dashboard/dashboard');
  await expect(searchBox(page)).toBeVisible();
  await searchBox(page).fill(yerba.nombre);
  await addProduct(page, yerba.nombre);

  const beacon = await hideUntilBeacon(page);
  expect(beacon.method()).toBe('POST');
  await expect.poll(async () => (await beaconBodies(page)).length).toBe(1);
  const [body] = await beaconBodies(page);
  if (!body) throw new Error('sin cuerpo');
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['cls', 'dispositivo', 'pagina']));
  for (const key of Object.keys(body))
    expect(['pagina', 'dispositivo', 'lcp', 'inp', 'cls']).toContain(key);
  expect(body.pagina).toBe('control');
  expect(['telefono', 'tableta', 'computadora']).toContain(body.dispositivo);
  expect(typeof body.lcp).toBe('number');
  expect(JSON.stringify(body).length).toBeLessThan(200);
  expect(JSON.stringify(body)).not.toContain(yerba.nombre);

  const device = String(body.dispositivo);
  const name = `feria_web_vitals_lcp_seconds_count{page="control",device="${device}"}`;
  await expect
    .poll(async () => series(await (await request.get(`${origin()}/metrics`)).text(), name))
    .toBe(series(metricsBefore, name) + 1);
});

test('en la tienda, una carga de cada cuatro informa: la del inicio elegida manda su beacon', async ({
  page,
}) => {
  // The sample's draw fixed to "this load reports"; the rest of the page runs as it is.
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await keepBeaconBodies(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hideUntilBeacon(page);
  await expect.poll(async () => (await beaconBodies(page))[0]?.pagina).toBe('inicio');
});
