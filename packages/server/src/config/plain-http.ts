// API.md round 4: a service's address with http: sends its token in clear, so only this machine
// (a local fake in tests, a tunnel) may be reached that way. One rule for every external URL
// variable (MERCADOPAGO_API_URL, the ARCA ones).
import net from 'node:net';

/** @internal Exported for its tests. */
const PLAIN_HTTP_HELP = 'debe empezar con https:// (http:// sólo hacia 127.0.0.1, ::1 o localhost)';

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  return net.isIPv6(host) && (host === '::1' || host === '0:0:0:0:0:0:0:1');
}

/** Why `value` may not be a service's address (null when it may): https, or http to loopback. */
export function plainHttpProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return PLAIN_HTTP_HELP;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return null;
  return PLAIN_HTTP_HELP;
}
