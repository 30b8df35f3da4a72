// One Lighthouse run of one page, in one of two ways of making the machine a phone:
// - simulated (Lighthouse's default): the page loads at full speed and Lantern computes what a
//   mid-range phone on slow 4G would see, multiplying the tasks it observed by 4. A fast, idle
//   machine shows short tasks, so its TBT says little about a slower CPU (issue 36).
// - devtools: Chromium itself runs the page with its CPU slowed down `cpu` times and the network
//   of Lighthouse's mobile profile applied by DevTools; every task is measured as it ran.
import lighthouse from 'lighthouse';

export type Throttling =
  | { label: string; method: 'simulate' }
  | {
      label: string;
      method: 'devtools';
      cpu: number;
    };

type LongTask = { url: string; ms: number };

export type AuditFigures = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the host's CPU speed (higher is faster): scores compare only near it. */
  benchmarkIndex: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  /** The longest main-thread tasks, longest first (Lighthouse's long-tasks audit). */
  longTasks: LongTask[];
};

// Lighthouse's mobile profile (slow 4G) as DevTools applies it: the latency and throughput the
// simulated profile assumes, scaled the way Lighthouse scales them for DevTools throttling.
const DEVTOOLS_NETWORK = {
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1638.4 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

type Summary = { resourceType: string; transferSize: number };
type TaskItem = { url?: string; duration?: number };

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || url;

async function auditOnce(url: string, port: number, how: Throttling): Promise<AuditFigures | null> {
  const throttling =
    how.method === 'devtools'
      ? {
          throttlingMethod: 'devtools' as const,
          throttling: { ...DEVTOOLS_NETWORK, cpuSlowdownMultiplier: how.cpu },
        }
      : {};
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], ...throttling } },
  );
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { lhr } = result;
  // A run that failed (a dropped page, or an audit such as the speed index that found no frames
  // on a loaded machine, which leaves the score empty) has no figures: it is tried again.
  if (lhr.runtimeError || typeof lhr.categories.performance?.score !== 'number') return null;
  const audits = lhr.audits;
  const items = ((audits['resource-summary']?.details as { items?: Summary[] } | undefined)
    ?.items ?? []) as Summary[];
  const bytesOf = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const tasks = ((audits['long-tasks']?.details as { items?: TaskItem[] } | undefined)?.items ??
    []) as TaskItem[];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    jsBytes: bytesOf('script'),
    cssBytes: bytesOf('stylesheet'),
    imageBytes: bytesOf('image'),
    longTasks: tasks
      .map((t) => ({ url: shortUrl(t.url ?? '?'), ms: Math.round(t.duration ?? 0) }))
      .sort((a, b) => b.ms - a.ms),
  };
}

/** One run's figures; a failed run is tried again, twice at the most. */
export async function audit(url: string, port: number, how: Throttling): Promise<AuditFigures> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const figures = await auditOnce(url, port, how);
    if (figures) return figures;
  }
  throw new Error(`Lighthouse falló tres veces en ${url} (${how.label})`);
}
