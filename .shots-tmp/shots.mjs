import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3917';
const which = process.argv[2] ?? 'before';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
  const ctx = await browser.newContext({ viewport, isMobile: name === 'phone', hasTouch: name === 'phone' });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots-csv/${which}-home-${name}.png` });
  await page.goto(base + '/product');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots-csv/${which}-catalog-${name}.png` });
  // Add one product to the basket and open /cart.
  const add = page.getByRole('button', { name: /Agregar/ }).first();
  if (await add.count()) await add.click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots-csv/${which}-toast-${name}.png` });
  await page.goto(base + '/cart');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots-csv/${which}-cart-${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
