// API.md round 4: a Mercado Pago order still not cobrado VENCE_PAGO_HORAS after it was placed is
// annulled by the server, so an unpaid order cannot hold stock for ever. Each order is taken
// with FOR UPDATE SKIP LOCKED and checked again under the lock: two servers never annul one order
// twice, and an order the webhook (or staff) is marking cobrado at that moment is left alone.
// API.md round 5: likewise an Efectivo or Transferencia web order still not cobrado, not Listo,
// not Entregado and without a receipt VENCE_SIN_CONFIRMAR_HORAS after its feria's cierre (a
// subscription's bolsón order is exempt).
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ferias, sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import { expiredOrderMail } from '../mail/compose/expired-order-mail.ts';
import { type MailContext, mailContext } from '../mail/compose/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { annulIn } from './manage/service.ts';

const HOUR = 60 * 60_000;
/** How often each server looks (the hour count is what matters; this only bounds the delay). */
const EVERY_MS = 5 * 60_000;
const BATCH = 50;

const unpaidBefore = (cutoff: Date) =>
  and(
    eq(sales.formaPago, 'mercadopago'),
    eq(sales.canal, 'web'),
    eq(sales.cobroEstado, 'pendiente'),
    ne(sales.estado, ANNULLED_STATUS),
    lt(sales.createdAt, cutoff),
  );

/** 'pago': Mercado Pago unpaid since `cutoff`; 'confirmacion': unconfirmed after a cierre before it. */
type Kind = 'pago' | 'confirmacion';

const unconfirmedBefore = (cutoff: Date) =>
  and(
    inArray(sales.formaPago, ['efectivo', 'transferencia']),
    eq(sales.canal, 'web'),
    eq(sales.cobroEstado, 'pendiente'),
    inArray(sales.estado, ['Pendiente', 'En preparación']),
    eq(sales.comprobantesSubidos, 0),
    isNull(sales.suscripcionId),
    sql`${sales.feriaId} in (select ${ferias.id} from ${ferias} where ${ferias.cierre} < ${cutoff.toISOString()}::timestamptz)`,
  );

const dueWhere = (kind: Kind, cutoff: Date) =>
  kind === 'pago' ? unpaidBefore(cutoff) : unconfirmedBefore(cutoff);

/**
 * @internal Exported for its tests.
 * The ids of Mercado Pago orders placed before `cutoff` and still unpaid (or, for 'confirmacion',
 * of unconfirmed orders whose feria closed before it), oldest first.
 */
export async function unpaidOrders(db: Db, cutoff: Date, kind: Kind = 'pago'): Promise<number[]> {
  const rows = await db
    .select({ id: sales.id })
    .from(sales)
    .where(dueWhere(kind, cutoff))
    .orderBy(asc(sales.createdAt))
    .limit(BATCH);
  return rows.map((r) => r.id);
}

/**
 * @internal Exported for its tests.
 * Annuls one order if it is still unpaid and nobody else holds it; true when it did.
 */
export async function expireOne(
  db: Db,
  id: number,
  cutoff: Date,
  ctx: MailContext,
  kind: Kind = 'pago',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.id, id), dueWhere(kind, cutoff)))
      .for('update', { skipLocked: true });
    if (!row) return false;
    const annulled = await annulIn(tx, id, ctx, false);
    if (!annulled.ok) return false;
    const who = { id, nombre: row.clienteNombre, correo: row.clienteCorreo };
    const mail = expiredOrderMail(who, kind, ctx);
    if (mail) await enqueueMail(tx, mail);
    await recordAudit(tx, {
      actor: { id: null, email: 'sistema' },
      accion: 'venta.vencida',
      detalle:
        kind === 'pago'
          ? `Anuló el pedido N° ${id}: Mercado Pago sin cobrar después de ${Math.round((Date.now() - cutoff.getTime()) / HOUR)} h`
          : `Anuló el pedido N° ${id}: sin confirmar ${Math.round((Date.now() - cutoff.getTime()) / HOUR)} h después del cierre de su feria`,
    });
    return true;
  });
}

/**
 * @internal Exported for its tests.
 * One pass: annuls what is due; returns the ids annulled.
 */
export async function expireUnpaidOrders(
  db: Db,
  config: Pick<Config, 'VENCE_PAGO_HORAS'> &
    Partial<Pick<Config, 'VENCE_SIN_CONFIRMAR_HORAS'>> &
    Parameters<typeof mailContext>[0],
  now = new Date(),
): Promise<number[]> {
  const cutoff = new Date(now.getTime() - config.VENCE_PAGO_HORAS * HOUR);
  const ctx = mailContext(config);
  const done: number[] = [];
  for (const id of await unpaidOrders(db, cutoff)) {
    if (await expireOne(db, id, cutoff, ctx)) done.push(id);
  }
  if (config.VENCE_SIN_CONFIRMAR_HORAS !== undefined) {
    const closedBefore = new Date(now.getTime() - config.VENCE_SIN_CONFIRMAR_HORAS * HOUR);
    for (const id of await unpaidOrders(db, closedBefore, 'confirmacion')) {
      if (await expireOne(db, id, closedBefore, ctx, 'confirmacion')) done.push(id);
    }
  }
  return done;
}

export type ExpiryJob = { stop(): Promise<void> };

/** Runs expireUnpaidOrders now and every few minutes; `after` wakes the catalogue and mail. */
export function startExpiryJob(
  db: Db,
  config: Config,
  opts: { warn(message: string): void; after(annulled: number[]): void },
): ExpiryJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    timer = null;
    running = expireUnpaidOrders(db, config)
      .then((ids) => {
        if (ids.length > 0) opts.after(ids);
      })
      .catch((err: unknown) =>
        opts.warn(`Pedidos sin pagar: ${err instanceof Error ? err.message : err}`),
      )
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, EVERY_MS);
          timer.unref();
        }
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
