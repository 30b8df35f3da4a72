// Generation (MARKET §9, ADR 0028): for every activa subscription and its feria of a week whose
// cierre is in the future and at most 7 days away, exactly one ordinary web order. Each
// (subscription, feria) is one transaction: the subscription's row is locked FOR UPDATE (so a
// pause or a skip committing at the same time is seen), then the row of suscripcion_pedidos, whose
// primary key is the pair, is inserted or found. Two runs, in one process or on two servers,
// meet on that lock and that key: the second finds the order made. The order itself is written by
// the sales service in a savepoint, so a shortage rolls back only the order, and the row
// remembers the shortage and that the customer was told.
import { bolsonAsunto } from '@feria/domain/messages/suscripciones';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import { feriaDiaCorto, feriasToGenerate, weekBounds } from '@feria/domain/rules/suscripciones';
import type { GenerationResult } from '@feria/domain/schemas/suscripcion';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  ferias,
  products,
  sales,
  suscripciones,
  suscripcionPedidos,
  suscripcionSalteadas,
  users,
} from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { sinStockMail } from '../mail/compose/bolson-mails.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { type MailConfig, Rejected, writeSale } from '../sales/service.ts';
import { type PlanFeria, planFeriaRows } from './ferias.ts';

type Outcome = 'creado' | 'sinStock' | 'nada';
type SubRow = typeof suscripciones.$inferSelect;

/** Runs generation once; what it made and which pairs are short of stock. */
export async function generateOrders(
  db: Db,
  config: MailConfig,
  now: Date,
  after: AfterCommit,
): Promise<GenerationResult> {
  const plan = await planFeriaRows(db, now);
  const active = await db.select().from(suscripciones).where(eq(suscripciones.estado, 'activa'));
  const result: GenerationResult = { creados: 0, sinStock: [] };
  let mailed = false;
  for (const sub of active) {
    for (const feria of feriasToGenerate(planOf(sub), plan, now)) {
      const outcome = await generateOne(db, config, sub.id, feria, now);
      if (outcome.mailed) mailed = true;
      if (outcome.result === 'creado') result.creados += 1;
      if (outcome.result === 'sinStock')
        result.sinStock.push({ suscripcionId: sub.id, feriaId: feria.id });
    }
  }
  if (result.creados > 0) {
    after.catalogChanged();
    for (let i = 0; i < result.creados; i++) after.saleCreated?.('web');
  }
  if (mailed || result.creados > 0) after.mailQueued();
  return result;
}

export const planOf = (sub: SubRow) => ({
  frecuencia: sub.frecuencia,
  envio: sub.envio,
  lugar: sub.lugar,
  creadaEn: sub.createdAt,
});

async function generateOne(
  db: Db,
  config: MailConfig,
  subId: number,
  feria: PlanFeria,
  now: Date,
): Promise<{ result: Outcome; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(suscripciones)
      .where(eq(suscripciones.id, subId))
      .for('update');
    if (sub?.estado !== 'activa') return { result: 'nada', mailed: false };
    const pair = and(
      eq(suscripcionPedidos.suscripcionId, sub.id),
      eq(suscripcionPedidos.feriaId, feria.id),
    );
    const [skipped] = await tx
      .select()
      .from(suscripcionSalteadas)
      .where(
        and(
          eq(suscripcionSalteadas.suscripcionId, sub.id),
          eq(suscripcionSalteadas.feriaId, feria.id),
        ),
      );
    if (skipped) return { result: 'nada', mailed: false };
    await tx
      .insert(suscripcionPedidos)
      .values({ suscripcionId: sub.id, feriaId: feria.id })
      .onConflictDoNothing();
    const [row] = await tx.select().from(suscripcionPedidos).where(pair).for('update');
    if (!row || row.saleId !== null) return { result: 'nada', mailed: false };
    if (await weekHasOrder(tx, sub.id, feria.fecha)) return { result: 'nada', mailed: false };

    const made = await makeOrder(tx, config, sub, feria, now);
    if (made.ok) {
      await tx.update(suscripcionPedidos).set({ saleId: made.saleId, sinStock: false }).where(pair);
      return { result: 'creado', mailed: true };
    }
    if (made.reason !== 'stock') return { result: 'nada', mailed: false };
    // Told once per feria; the next runs try again until the cierre.
    let mailed = false;
    if (!row.sinStockAvisado) {
      const mail = sinStockMail(
        made.cliente,
        { nombre: made.nombre, fecha: feria.fecha },
        mailContext(config),
      );
      if (mail) {
        await enqueueMail(tx, mail);
        mailed = true;
      }
    }
    await tx.update(suscripcionPedidos).set({ sinStock: true, sinStockAvisado: true }).where(pair);
    return { result: 'sinStock', mailed };
  });
}

/** An order of the subscription already in that feria's week (one moved there, say). */
async function weekHasOrder(tx: Tx, subId: number, fecha: string): Promise<boolean> {
  const { desde, hasta } = weekBounds(fecha);
  const [found] = await tx
    .select({ id: sales.id })
    .from(sales)
    .innerJoin(ferias, eq(ferias.id, sales.feriaId))
    .where(
      and(
        eq(sales.suscripcionId, subId),
        ne(sales.estado, ANNULLED_STATUS),
        gte(ferias.fecha, desde),
        lte(ferias.fecha, hasta),
      ),
    )
    .limit(1);
  return found !== undefined;
}

type Made =
  | { ok: true; saleId: number }
  | { ok: false; reason: string; cliente: { nombre: string; correo: string }; nombre: string };

/** The web order, written by the sales service in a savepoint of this transaction. */
async function makeOrder(
  tx: Tx,
  config: MailConfig,
  sub: SubRow,
  feria: PlanFeria,
  now: Date,
): Promise<Made> {
  const [account] = await tx.select().from(users).where(eq(users.id, sub.userId));
  const [product] = await tx
    .select({ nombre: products.nombre })
    .from(products)
    .where(eq(products.id, sub.productId));
  if (!account) throw new Error(`Suscripción ${sub.id} sin cuenta`);
  const cliente = {
    nombre: account.nombre,
    correo: account.email,
    provincia: account.provincia,
    direccion: sub.envio === 'Envío' ? (sub.direccion ?? '') : account.direccion,
    cp: account.cp,
    celular: account.celular,
  };
  const user: SessionUser = {
    uid: account.id,
    email: account.email,
    nombre: account.nombre,
    rol: account.rol,
    picture: account.picture,
    direccion: account.direccion,
    provincia: account.provincia,
    cp: account.cp,
    celular: account.celular,
  } as SessionUser;
  const refused = {
    cliente: { nombre: account.nombre, correo: account.email },
    nombre: product?.nombre ?? 'bolsón',
  };
  try {
    const answer = await tx.transaction((sp) =>
      writeSale(sp, config, {
        input: {
          canal: 'web',
          productos: [{ id: sub.productId, cantidad: sub.cantidad }],
          formaPago: sub.formaPago,
          envio: sub.envio === 'Envío' ? 'envio' : 'retiro',
          cliente,
          feriaId: feria.id,
        } as Parameters<typeof writeSale>[2]['input'],
        user,
        idempotencyKey: null,
        moment: now,
        suscripcion: { id: sub.id, asunto: bolsonAsunto(feriaDiaCorto(feria.fecha)) },
      }),
    );
    return { ok: true, saleId: (answer.body as { id: number }).id };
  } catch (err) {
    if (err instanceof Rejected) return { ok: false, reason: err.failure.reason, ...refused };
    throw err;
  }
}

/** Used by the summary: how many pairs of a feria are short of stock right now. */
export const sinStockOf = (feriaId: number) =>
  and(
    eq(suscripcionPedidos.feriaId, feriaId),
    eq(suscripcionPedidos.sinStock, true),
    sql`${suscripcionPedidos.saleId} IS NULL`,
  );
