// How often one address may call a public endpoint that only writes to the log or the metrics
// (browser errors, field data): at most `limit` calls a minute, counted in one window for all.
import { MSG } from '@feria/domain/messages/shop';
import { HttpError } from './errors.ts';

const MINUTE = 60_000;

/** A counter per address; `take(ip)` throws the Spanish 429 past `limit` calls this minute. */
export function perMinute(limit: number): { take(ip: string): void } {
  let window = Date.now();
  const counts = new Map<string, number>();
  return {
    take(ip) {
      if (Date.now() - window > MINUTE) {
        window = Date.now();
        counts.clear();
      }
      const seen = (counts.get(ip) ?? 0) + 1;
      counts.set(ip, seen);
      if (seen > limit) throw new HttpError(429, MSG.demasiadosIntentos);
    },
  };
}
