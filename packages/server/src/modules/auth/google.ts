import type { JWTVerifyGetKey } from 'jose';

/** jose is loaded at the first Google sign-in, not on every start (about 80 ms of CPU, issue 36). */
const jose = () => import('jose');

const GOOGLE_CERTS = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Google's signing keys, fetched and cached by jose; tests pass a local key set instead. */
export function googleKeys(): JWTVerifyGetKey {
  let remote: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    remote ??= (await jose()).createRemoteJWKSet(new URL(GOOGLE_CERTS));
    return remote(header, token);
  };
}

export type GoogleIdentity = { sub: string; email: string; name: string; picture: string | null };

/**
 * The person a Google ID token names, or null when the token is not one Google issued for this
 * shop right now (bad signature, other audience or issuer, expired) or its e-mail is unverified.
 */
export async function verifyGoogleToken(
  token: string,
  clientId: string,
  keys: JWTVerifyGetKey,
): Promise<GoogleIdentity | null> {
  const { jwtVerify } = await jose();
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      audience: clientId,
      issuer: GOOGLE_ISSUERS,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch {
    return null;
  }
  const { sub, email, email_verified, name, picture } = payload;
  if (typeof sub !== 'string' || typeof email !== 'string' || email_verified !== true) return null;
  const lower = email.trim().toLowerCase();
  const shownName = typeof name === 'string' ? name.trim().slice(0, 200) : '';
  return {
    sub,
    email: lower,
    name: shownName || lower.split('@')[0] || lower,
    // Only Google's own image host: the page's CSP allows no other.
    picture:
      typeof picture === 'string' && /^https:\/\/[a-z0-9-]+\.googleusercontent\.com\//.test(picture)
        ? picture
        : null,
  };
}
