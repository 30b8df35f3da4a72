// Single-use links (confirm e-mail, reset password): a random 256-bit token goes in the mail, only
// its SHA-256 is stored, with a kind and an expiry (DESIGN §3.18).
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema.ts';
import { hashToken, newToken } from '../../shared/opaque-token.ts';

export type TokenKind = 'verify' | 'reset';

const MINUTE = 60_000;
const TOKEN_TTL: Record<TokenKind, number> = {
  verify: 7 * 24 * 60 * MINUTE,
  reset: 30 * MINUTE,
};
/** Reset links per e-mail and hour; more requests are still answered 202 but send nothing. */
export const RESETS_PER_HOUR = 3;

export async function issueToken(
  tx: DbOrTx,
  userId: string,
  kind: TokenKind,
  ttlMs = TOKEN_TTL[kind],
): Promise<string> {
  const { token, hash } = newToken();
  await tx.insert(accountTokens).values({
    tokenHash: hash,
    userId,
    kind,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

const live = (token: string, kind: TokenKind) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.kind, kind),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );

/** Whether the token could be used now: a cheap look before any costly work (hashing the new
 * password); `consumeToken` still decides. */
export async function isLiveToken(db: DbOrTx, token: string, kind: TokenKind): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(live(token, kind));
  return row !== undefined;
}

/** The e-mail of the account a usable token belongs to (the new password's rule needs it). */
export async function liveTokenEmail(
  db: DbOrTx,
  token: string,
  kind: TokenKind,
): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(live(token, kind));
  return row?.email ?? null;
}

/** Marks the token used and answers its account; null when unknown, used, expired or of another
 * kind. One UPDATE, so two simultaneous uses cannot both succeed. */
export async function consumeToken(
  tx: DbOrTx,
  token: string,
  kind: TokenKind,
): Promise<string | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(live(token, kind))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

export async function recentResets(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.kind, 'reset'),
        gt(accountTokens.createdAt, new Date(Date.now() - 60 * MINUTE)),
      ),
    );
  return row?.n ?? 0;
}

/** A reset or change of password ends every other reset link of the account (API.md round 3). */
export async function endResetLinks(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.kind, 'reset'),
        isNull(accountTokens.usedAt),
      ),
    );
}
