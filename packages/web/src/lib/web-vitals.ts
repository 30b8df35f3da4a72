// The market's own field data (issue 51): this page load's LCP, INP and CLS, read with the
// browser's own PerformanceObserver (no library) and sent once, with sendBeacon, when the page is
// first hidden (the phone locked, the tab changed, the page left). Only the page's kind and the
// device's class go with them: no address, no id, no search (domain rules/web-vitals.ts). The
// figures belong to the page the load began on, as a browser's own report does.
import {
  VITALS_MAX_CLS,
  VITALS_MAX_MS,
  vitalsDeviceOf,
  vitalsPageOf,
  WEB_VITALS_PATH,
} from '@feria/domain/rules/web-vitals';

type Entry = PerformanceEntry & { value: number; hadRecentInput?: boolean; interactionId?: number };

function watch(type: string, onEntry: (entry: Entry) => void, extra?: object): void {
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) onEntry(entry as Entry);
    }).observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
  } catch {
    // A browser without this entry type reports the others.
  }
}

const bound = (value: number, max: number) => Math.min(Math.max(value, 0), max);

export function reportWebVitals(): void {
  if (typeof PerformanceObserver === 'undefined' || !navigator.sendBeacon) return;
  const pagina = vitalsPageOf(window.location.pathname);
  const hiddenAtStart = document.visibilityState === 'hidden';
  let lcp: number | undefined;
  // CLS: the largest burst of shifts (1 s apart at most, 5 s long at most), as Chrome counts it.
  let cls = 0;
  let burst = 0;
  let burstStart = 0;
  let burstLast = 0;
  // INP: the slowest interaction, or one of the slowest when there were many (1 in 50 left out).
  const slowest = new Map<number, number>();

  watch('largest-contentful-paint', (e) => {
    lcp = e.startTime;
  });
  watch('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    const joins = burst > 0 && e.startTime - burstLast < 1000 && e.startTime - burstStart < 5000;
    burst = joins ? burst + e.value : e.value;
    if (!joins) burstStart = e.startTime;
    burstLast = e.startTime;
    cls = Math.max(cls, burst);
  });
  watch(
    'event',
    (e) => {
      if (e.interactionId) {
        slowest.set(e.interactionId, Math.max(slowest.get(e.interactionId) ?? 0, e.duration));
      }
    },
    { durationThreshold: 40 },
  );

  const send = () => {
    if (document.visibilityState !== 'hidden') return;
    removeEventListener('visibilitychange', send, true);
    removeEventListener('pagehide', send, true);
    const durations = [...slowest.values()].sort((a, b) => b - a);
    const count =
      (performance as { interactionCount?: number }).interactionCount ?? durations.length;
    const inp = durations[Math.min(Math.floor(count / 50), durations.length - 1)];
    const report = {
      pagina,
      dispositivo: vitalsDeviceOf(innerWidth, matchMedia('(pointer: coarse)').matches),
      lcp: lcp === undefined || hiddenAtStart ? undefined : Math.round(bound(lcp, VITALS_MAX_MS)),
      inp: inp === undefined ? undefined : Math.round(bound(inp, VITALS_MAX_MS)),
      cls: Math.round(bound(cls, VITALS_MAX_CLS) * 10_000) / 10_000,
    };
    const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
    try {
      navigator.sendBeacon(WEB_VITALS_PATH, body);
    } catch {
      // The page closing in the middle: this load's figures are lost, the next one's are not.
    }
  };
  addEventListener('visibilitychange', send, true);
  addEventListener('pagehide', send, true);
}
