import { expect, test } from 'vitest';
import { hashToken, newToken } from './opaque-token.ts';

test('un token nuevo son 256 bits en base64url y se guarda solo su SHA-256', () => {
  const { token, hash } = newToken();
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(hash).toBe(hashToken(token));
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(newToken().token).not.toBe(token);
});
