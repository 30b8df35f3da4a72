// TRUST_PROXY (issue 12): how far back in X-Forwarded-For the client address is read. Never
// "trust every hop": a client could then name any address it likes and dodge the per-address
// limits. Either the number of proxies in front of the shop, or their addresses.
import net from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;
/** @internal Exported for its tests. */
export const TRUST_PROXY_HELP =
  'debe ser false, la cantidad de proxies delante (1 a 10) o sus direcciones separadas por comas (10.0.0.1, 10.0.0.0/8)';

const TRUST_PROXY_EVERYONE =
  'no puede nombrar todas las direcciones (0.0.0.0/0, ::/0): indicá la cantidad de proxies o sus direcciones';

const TRUST_PROXY_WIDE =
  'no acepta rangos más anchos que /8 (IPv4) o /32 (IPv6): indicá la cantidad de proxies o sus direcciones';

/** Whether an IPv6 address is IPv4-mapped (::ffff:a.b.c.d, in any spelling). */
function isIpv4Mapped(address: string): boolean {
  if (net.isIP(address) !== 6) return false;
  const canonical = new URL(`http://[${address}]`).hostname;
  return /^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(canonical);
}

/**
 * The prefix length of a range as the family it names: round 5, ::ffff:0.0.0.0/96 names every IPv4
 * address, so an IPv4-mapped range counts as IPv4 with 96 bits fewer. Undefined for a bare address.
 */
function ipv4Length(value: string): { v4: boolean; length: number } | undefined {
  const [address = '', prefix] = value.split('/');
  if (prefix === undefined || !/^\d{1,3}$/.test(prefix)) return undefined;
  if (net.isIP(address) === 4) return { v4: true, length: Number(prefix) };
  if (isIpv4Mapped(address)) return { v4: true, length: Number(prefix) - 96 };
  return { v4: false, length: Number(prefix) };
}

/** 0.0.0.0/0, ::/0 or ::ffff:0.0.0.0/96: every address of a family. */
function isEveryone(value: string): boolean {
  if (value.endsWith('/0')) return true;
  const range = isAddressOrRange(value) ? ipv4Length(value) : undefined;
  return range !== undefined && range.length <= 0;
}

/** Round 4: 0.0.0.0/1,128.0.0.0/1 names every address as well as 0.0.0.0/0 does. */
function isTooWide(value: string): boolean {
  const range = ipv4Length(value);
  if (range === undefined) return false;
  return range.length < (range.v4 ? 8 : 32);
}

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const kind = net.isIP(address);
  if (!kind || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (kind === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const text = raw.trim().toLowerCase();
    if (['false', '0', 'no'].includes(text)) return false;
    if (/^\d+$/.test(text) && Number(text) <= MAX_HOPS) return Number(text);
    const list = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (list.some(isEveryone)) {
      // 0.0.0.0/0, ::/0 or ::ffff:0.0.0.0/96 is "trust every hop": any client could name the address it likes.
      ctx.issues.push({ code: 'custom', message: TRUST_PROXY_EVERYONE, input: raw });
      return z.NEVER;
    }
    if (list.some((part) => isAddressOrRange(part) && isTooWide(part))) {
      ctx.issues.push({ code: 'custom', message: TRUST_PROXY_WIDE, input: raw });
      return z.NEVER;
    }
    if (list.length > 0 && list.every(isAddressOrRange)) return list;
    ctx.issues.push({ code: 'custom', message: TRUST_PROXY_HELP, input: raw });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for a configuration. A hop count becomes a function of its own: this
 * Fastify trusts nothing for a plain number (it cannot check the peer), while here the operator
 * states that exactly that many proxies stand in front, so the socket's peer and the next
 * `hops - 1` entries of X-Forwarded-For are theirs and the one before is the client.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') {
    const hops = value;
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return value;
}
