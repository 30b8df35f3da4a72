// The e2e suite's `test`: every page a test opens is listened to, and the test fails on any
// console.error the app writes or any error it does not catch. Chromium itself logs every request
// that did not get a 2xx as "Failed to load resource": the answers the contract makes (401 for a
// visitor's session, 404, 409, 400, 429) and the requests the offline-stall tests cut on purpose.
// Those lines are the browser's, not the app's, and are left out.
import { test as base, expect } from '@playwright/test';

const BROWSER_NETWORK_LOG =
  /^Failed to load resource: (the server responded with a status of 4\d\d |net::ERR_[A-Z_]+$)/;

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error' && !BROWSER_NETWORK_LOG.test(message.text())) {
            errors.push(`console.error en ${page.url()}: ${message.text()}`);
          }
        });
        page.on('pageerror', (error) =>
          errors.push(`error sin atrapar en ${page.url()}: ${error.message}`),
        );
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'la página escribió errores').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
