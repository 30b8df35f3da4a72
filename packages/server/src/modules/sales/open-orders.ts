// API.md round 5: one e-mail (ignoring case) and one account each hold at most PEDIDOS_ABIERTOS
// web orders neither Anulado nor cobrado, and one client address at most ABIERTO_POR_DIRECCION
// pesos of them. Bolsón orders (a subscription's) and the stall's sales never count. Checked inside
// the order's transaction after transaction-scoped advisory locks on the e-mail, the account and
// the address (always in that order, so two orders never wait for each other in a circle): two
// checkouts at the same moment for the last place queue, and the second sees the first.
import { overOpenOrders, overOpenValue } from '@feria/domain/rules/open-orders';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, count, eq, isNull, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';

type OpenOrdersConfig = Partial<Pick<Config, 'PEDIDOS_ABIERTOS' | 'ABIERTO_POR_DIRECCION'>>;
type Orderer = { correo: string; uid: string | null; ip: string | null };
type OpenOrdersProblem = 'open-orders' | 'open-value';

const open = (who: SQL | undefined) =>
  and(
    eq(sales.canal, 'web'),
    ne(sales.estado, ANNULLED_STATUS),
    ne(sales.cobroEstado, 'cobrado'),
    isNull(sales.suscripcionId),
    who,
  );

const ipKey = (ip: string) => `pedidos-abiertos:ip:${ip}`;

const lockKeys = (who: Orderer): string[] => [
  `pedidos-abiertos:correo:${who.correo.trim().toLowerCase()}`,
  ...(who.uid ? [`pedidos-abiertos:cuenta:${who.uid}`] : []),
  ...(who.ip ? [ipKey(who.ip)] : []),
];

const lock = (tx: Tx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/** Takes the order's locks; they are held until its transaction ends. */
export async function lockOrderer(tx: Tx, who: Orderer): Promise<void> {
  for (const key of lockKeys(who)) await lock(tx, key);
}

async function openCount(tx: Tx, who: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(sales).where(open(who));
  return row?.n ?? 0;
}

/** The refusal of one more open order of `totalCents` from this orderer, or null. */
export async function checkOpenOrders(
  tx: Tx,
  config: OpenOrdersConfig,
  who: Orderer,
  totalCents: number,
): Promise<OpenOrdersProblem | null> {
  const max = config.PEDIDOS_ABIERTOS;
  if (max !== undefined) {
    const correo = who.correo.trim().toLowerCase();
    if (overOpenOrders(await openCount(tx, sql`lower(${sales.clienteCorreo}) = ${correo}`), max)) {
      return 'open-orders';
    }
    if (who.uid && overOpenOrders(await openCount(tx, eq(sales.userId, who.uid)), max)) {
      return 'open-orders';
    }
  }
  const maxPesos = config.ABIERTO_POR_DIRECCION;
  if (maxPesos !== undefined && who.ip) {
    const [row] = await tx
      .select({ cents: sum(sales.totalCents) })
      .from(sales)
      .where(open(eq(sales.clienteIp, who.ip)));
    if (overOpenValue(Number(row?.cents ?? 0), totalCents, maxPesos)) return 'open-value';
  }
  return null;
}

/**
 * A customer's change (MARKET §10) that raises an open order's total: the order's address holds
 * the same ABIERTO_POR_DIRECCION as at checkout, counting its other open orders and this one's new
 * total. The address's lock is taken before any stock is moved, as checkout takes it.
 */
export async function lockChangeAddress(tx: Tx, ip: string | null): Promise<void> {
  if (ip) await lock(tx, ipKey(ip));
}

export async function changeOverOpenValue(
  tx: Tx,
  maxPesos: number | undefined,
  order: { id: number; clienteIp: string | null; totalCents: number; suscripcionId: number | null },
  newTotalCents: number,
): Promise<boolean> {
  if (maxPesos === undefined || !order.clienteIp || order.suscripcionId !== null) return false;
  if (newTotalCents <= order.totalCents) return false;
  const [row] = await tx
    .select({ cents: sum(sales.totalCents) })
    .from(sales)
    .where(open(and(eq(sales.clienteIp, order.clienteIp), ne(sales.id, order.id))));
  return overOpenValue(Number(row?.cents ?? 0), newTotalCents, maxPesos);
}
