// MARKET §13.3: Tier 2 of WhatsApp (notices through Meta's Cloud API) is on when its four pieces
// are set; some but not all stop the start-up naming the first missing one, like ARCA.
import { plainHttpProblem } from './plain-http.ts';

export type WhatsappConfig = {
  /** A system user's access token: sent only to Meta, never to a browser or the audit. */
  token: string;
  phoneNumberId: string;
  /** Signs Meta's webhooks (X-Hub-Signature-256). */
  appSecret: string;
  /** Typed by the market in Meta's webhook set-up; Meta echoes it when verifying. */
  verifyToken: string;
  apiUrl: string;
  timeoutMs: number;
  /** WHATSAPP_PER_SECOND: messages a second at most, across every server (MARKET §13). */
  perSecond: number;
};

const REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

const DEFAULT_API_URL = 'https://graph.facebook.com/v24.0';

/** null when Tier 2 is off; throws `VARIABLE: problema` when a piece is missing or wrong. */
export function whatsappConfig(env: Record<string, string | undefined>): WhatsappConfig | null {
  const set = REQUIRED.filter((name) => env[name]);
  if (set.length === 0) return null;
  const missing = REQUIRED.find((name) => !env[name]);
  if (missing) throw new Error(`${missing}: hace falta con ${set.join(', ')}`);
  const apiUrl = (env.WHATSAPP_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const problem = plainHttpProblem(apiUrl);
  if (problem) throw new Error(`WHATSAPP_API_URL: ${problem}`);
  const timeoutMs = Number(env.WHATSAPP_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new Error('WHATSAPP_TIMEOUT_MS: milisegundos entre 100 y 60000');
  }
  const perSecond = Number(env.WHATSAPP_PER_SECOND ?? 20);
  if (!Number.isInteger(perSecond) || perSecond < 1 || perSecond > 1000) {
    throw new Error('WHATSAPP_PER_SECOND: mensajes por segundo, un entero entre 1 y 1000');
  }
  return {
    token: String(env.WHATSAPP_TOKEN),
    phoneNumberId: String(env.WHATSAPP_PHONE_NUMBER_ID),
    appSecret: String(env.WHATSAPP_APP_SECRET),
    verifyToken: String(env.WHATSAPP_VERIFY_TOKEN),
    apiUrl,
    timeoutMs,
    perSecond,
  };
}
