// Interaction to next paint as the browser measures it (Event Timing, as web-vitals reads INP):
// every event entry of at least 16 ms that belongs to an interaction is kept in the page, and one
// interaction's figure is the longest entry of it. Shorter interactions leave no entry: 16 is
// written for them (an upper bound).
import type { Page } from '@playwright/test';

/** For addInitScript: observes the page's interactions from its first moment. */
export const OBSERVE_INTERACTIONS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__interactions.push({ id: e.interactionId, ms: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** After the next two frames and a pause: by then the browser has reported the interaction. */
const SETTLE = `new Promise((done) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done(true), 250))))`;

/** Runs one interaction and returns its duration to the next paint, in ms (16 when shorter). */
export async function interactionMs(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(SETTLE);
  const before = (await page.evaluate('window.__interactions.length')) as number;
  await act();
  await page.evaluate(SETTLE);
  const entries = (await page.evaluate(
    `window.__interactions.slice(${before}).map((e) => e.ms)`,
  )) as number[];
  return Math.max(16, ...entries);
}

/**
 * For addInitScript: when the page could first be tapped and when that tap was answered, on the
 * page's own clock (ms since it was asked for). `row`: the frame after the first product's button
 * is in the page (a task after its requestAnimationFrame, so after its paint); `tap`: the first
 * pointerdown; `bar`: the frame after the ticket's bar appeared. What Playwright adds, polling
 * the slowed page for the row and the bar, is not in them.
 */
export const OBSERVE_FIRST_TAP = `
  window.__firstTap = {};
  const afterPaint = (key) =>
    requestAnimationFrame(() => setTimeout(() => { window.__firstTap[key] = performance.now(); }));
  new MutationObserver((_, observer) => {
    const m = window.__firstTap;
    if (m.row === undefined && document.querySelector('[role=listitem] button')) {
      m.row = null;
      afterPaint('row');
    }
    if (m.tap !== undefined && m.bar === undefined &&
        [...document.querySelectorAll('button')].some((b) => /Ver orden$/.test(b.textContent))) {
      m.bar = null;
      afterPaint('bar');
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
  addEventListener('pointerdown', (e) => { window.__firstTap.tap ??= e.timeStamp; }, true);
`;

export type FirstTap = { row: number; tap: number; bar: number };
