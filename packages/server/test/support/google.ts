// A stand-in for Google in tests: our own key pair, its public half served as a JWKS over local
// HTTP, so the verifier fetches keys exactly as it does from Google, and ID tokens signed with it.

import type { KeyObject, webcrypto } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const GOOGLE_CLIENT_ID = 'feria-test.apps.googleusercontent.com';

type SignOptions = {
  key?: KeyObject | Uint8Array | webcrypto.CryptoKey;
  exp?: string;
  aud?: string;
  iss?: string;
  sub?: string;
};

export async function startFakeGoogle() {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'clave-1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const certs = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`);
  return {
    keys: createRemoteJWKSet(certs),
    /** An ID token as Google signs it; `opts` makes it wrong in one way. */
    sign: (claims: JWTPayload, opts: SignOptions = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'clave-1' })
        .setIssuer(opts.iss ?? 'https://accounts.google.com')
        .setAudience(opts.aud ?? GOOGLE_CLIENT_ID)
        .setSubject(opts.sub ?? 'google-sub-123')
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? '1h')
        .sign(opts.key ?? pair.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
