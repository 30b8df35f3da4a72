import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const GOOGLE = 'https://accounts.google.com';

/** Security headers on every answer: a CSP without inline scripts, nosniff, no framing. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'secureCookies'>,
) {
  const google = config.GOOGLE_CLIENT_ID ? [GOOGLE] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google.map((g) => `${g}/gsi/client`)],
        styleSrc: ["'self'", "'unsafe-inline'", ...google.map((g) => `${g}/gsi/style`)],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        connectSrc: ["'self'", ...google.map((g) => `${g}/gsi/`)],
        frameSrc: google.length ? google.map((g) => `${g}/gsi/`) : ["'none'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 15552000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup needs to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
