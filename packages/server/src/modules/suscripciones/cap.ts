// API.md round 5: one account holds at most BOLSONES_POR_CUENTA units of one bolsón across its
// subscriptions that are not cancelled. The callers lock the account's row FOR UPDATE first (the
// lock subscribing already takes for the 5-subscription limit), so two writes at once cannot
// both pass the cap.
import { and, eq, ne, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { suscripciones, users } from '../../db/schema.ts';

/** Locks the account's row; null when the account is gone. */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, emailConfirmado: users.emailConfirmado, celular: users.celular })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** Units of the product the account holds in subscriptions not cancelled, but `except`'s. */
export async function unitsHeld(
  tx: Tx,
  userId: string,
  productId: number,
  except?: number,
): Promise<number> {
  const [row] = await tx
    .select({ units: sum(suscripciones.cantidad) })
    .from(suscripciones)
    .where(
      and(
        eq(suscripciones.userId, userId),
        eq(suscripciones.productId, productId),
        ne(suscripciones.estado, 'cancelada'),
        except === undefined ? undefined : ne(suscripciones.id, except),
      ),
    );
  return Number(row?.units ?? 0);
}
