import autocannon from 'autocannon';

export type LoadResult = { label: string; rps: number; p50: number; p99: number; errors: number };

export async function load(
  label: string,
  opts: {
    url: string;
    duration?: number;
    connections?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    duration: opts.duration ?? 10,
    connections: opts.connections ?? 20,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
  });
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: LoadResult[]): void {
  console.info('| prueba | req/s | p50 ms | p99 ms | errores |');
  console.info('|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.info(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
