// Subscriptions (MARKET §9): create, change, list and read. Each write locks what it decides on
// (the customer's account for the 5-subscription limit, the subscription for a change) and
// writes its audit entry in its own transaction. Expected refusals are values; routes.ts turns
// them into HTTP.
import { SUS_MSG } from '@feria/domain/messages/suscripciones';
import { WA_MSG } from '@feria/domain/messages/whatsapp';
import { bolsonesTopeMsg, overBolsones, SIN_CONFIRMAR_MSG } from '@feria/domain/rules/bolsones-cap';
import { samePlace, underLimit } from '@feria/domain/rules/suscripciones';
import { whatsappNumber } from '@feria/domain/rules/whatsapp-number';
import {
  checkPlace,
  type Suscripcion,
  type SuscripcionCreate,
  type SuscripcionUpdate,
} from '@feria/domain/schemas/suscripcion';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, suscripciones, users } from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import type { MailConfig } from '../sales/sale-result.ts';
import { barrioChecked } from './barrio.ts';
import { lockAccount, unitsHeld } from './cap.ts';
import { placesOf, planFeriaRows } from './ferias.ts';
import { generated, generateForSubscription } from './generate.ts';
import { type SubRow, toSuscripciones } from './view.ts';

export type SusResult =
  | { ok: true; suscripcion: Suscripcion }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string; path?: string };

export type SusOpts = {
  mercadoPago: boolean;
  bolsonesPorCuenta: number;
  /** Subscribing makes the first order at once: its mails, and what to tell after the commit. */
  config: MailConfig;
  after: AfterCommit;
};

const refuse = (status: 400 | 403 | 404 | 409, message: string) =>
  ({ ok: false, status, message }) as const;

// MARKET §13.3: the notices' number is the account's celular.
const noWhatsapp = {
  ok: false,
  status: 400,
  message: WA_MSG.celularNoWhatsapp,
  path: 'celular',
} as const;

const describe = (sub: Pick<SubRow, 'id' | 'cantidad' | 'frecuencia'>, nombre: string) =>
  `Suscripción #${sub.id}: ${sub.cantidad} × ${nombre}, ${sub.frecuencia}`;

/** The subscription when the user may see it: their own, or any for the admin. */
export async function findVisible(db: DbOrTx, id: number, user: SessionUser, lock = false) {
  const query = db.select().from(suscripciones).where(eq(suscripciones.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.userId !== user.uid && user.rol !== 'admin')) return null;
  return row;
}

async function placeChecked(
  db: DbOrTx,
  input: Pick<SubRow, 'envio' | 'lugar' | 'direccion'>,
  now: Date,
) {
  const lugares = placesOf(await planFeriaRows(db, now), now);
  return checkPlace(input, lugares, samePlace);
}

export async function createSuscripcion(
  db: Db,
  opts: SusOpts,
  user: SessionUser,
  input: SuscripcionCreate,
  actor: AuditActor,
  now: Date,
): Promise<SusResult> {
  const [product] = await db.select().from(products).where(eq(products.id, input.productoId));
  if (!product?.suscribible || !product.publicado) return refuse(400, SUS_MSG.noAdmite);
  if (input.formaPago === 'mercadopago' && !opts.mercadoPago) return refuse(400, SUS_MSG.formaPago);
  const place = await placeChecked(
    db,
    { envio: input.envio, lugar: input.lugar ?? null, direccion: input.direccion ?? null },
    now,
  );
  if (!place.ok) return refuse(400, place.message);
  const barrio = await barrioChecked(
    db,
    input.envio,
    input.barrio,
    product.precioCents * input.cantidad,
  );
  if (!barrio.ok) return refuse(400, barrio.message);
  let made = { creados: 0, mailed: false };
  const result = await db.transaction(async (tx): Promise<SusResult> => {
    // The account's row serializes two subscriptions made at once: the limits hold.
    const account = await lockAccount(tx, user.uid);
    if (!account?.emailConfirmado) return refuse(403, SIN_CONFIRMAR_MSG);
    if (input.avisosWhatsapp && !whatsappNumber(account.celular)) return noWhatsapp;
    const mine = await tx
      .select({ id: suscripciones.id })
      .from(suscripciones)
      .where(and(eq(suscripciones.userId, user.uid), ne(suscripciones.estado, 'cancelada')));
    if (!underLimit(mine.length)) return refuse(409, SUS_MSG.limite);
    const held = await unitsHeld(tx, user.uid, product.id);
    if (overBolsones(held, input.cantidad, opts.bolsonesPorCuenta)) {
      return refuse(400, bolsonesTopeMsg(opts.bolsonesPorCuenta));
    }
    const [row] = await tx
      .insert(suscripciones)
      .values({
        userId: user.uid,
        productId: product.id,
        cantidad: input.cantidad,
        frecuencia: input.frecuencia,
        envio: input.envio,
        lugar: place.lugar,
        direccion: place.direccion,
        barrio: barrio.barrio,
        formaPago: input.formaPago,
        avisosWhatsapp: input.avisosWhatsapp,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('La suscripción no se guardó');
    await recordAudit(tx, {
      actor,
      accion: 'suscripcion.alta',
      detalle: `Creó la ${describe(row, product.nombre)}`,
    });
    // MARKET §9 (round 5): its order at once, so the customer sees and can change it now.
    made = await generateForSubscription(tx, opts.config, row, now);
    const [answer] = await toSuscripciones(tx, [row], now);
    return { ok: true, suscripcion: answer! };
  });
  generated(opts.after, made);
  return result;
}

export async function updateSuscripcion(
  db: Db,
  opts: SusOpts,
  user: SessionUser,
  id: number,
  input: SuscripcionUpdate,
  actor: AuditActor,
  now: Date,
): Promise<SusResult> {
  return db.transaction(async (tx) => {
    const current = await findVisible(tx, id, user, true);
    if (!current) return refuse(404, SUS_MSG.noEncontrada);
    if (current.estado === 'cancelada') return refuse(409, SUS_MSG.cancelada);
    if (input.formaPago === 'mercadopago' && !opts.mercadoPago)
      return refuse(400, SUS_MSG.formaPago);
    if (input.cantidad !== undefined && input.cantidad > current.cantidad) {
      await lockAccount(tx, current.userId);
      const held = await unitsHeld(tx, current.userId, current.productId, current.id);
      if (overBolsones(held, input.cantidad, opts.bolsonesPorCuenta)) {
        return refuse(400, bolsonesTopeMsg(opts.bolsonesPorCuenta));
      }
    }
    if (input.avisosWhatsapp) {
      const [owner] = await tx
        .select({ celular: users.celular })
        .from(users)
        .where(eq(users.id, current.userId));
      if (!whatsappNumber(owner?.celular ?? '')) return noWhatsapp;
    }
    const envio = input.envio ?? current.envio;
    const placeSent =
      input.envio !== undefined || input.lugar !== undefined || input.direccion !== undefined;
    let lugar = current.lugar;
    let direccion = current.direccion;
    if (placeSent) {
      const place = await placeChecked(
        tx,
        {
          envio,
          lugar: input.lugar !== undefined ? input.lugar : current.lugar,
          direccion: input.direccion !== undefined ? input.direccion : current.direccion,
        },
        now,
      );
      if (!place.ok) return refuse(400, place.message);
      ({ lugar, direccion } = place);
    }
    // MARKET §14: the barrio checked again when the place, the barrio or the quantity changes.
    let barrio = current.barrio;
    if (placeSent || input.barrio !== undefined || input.cantidad !== undefined) {
      const [product] = await tx
        .select({ precioCents: products.precioCents })
        .from(products)
        .where(eq(products.id, current.productId));
      const checked = await barrioChecked(
        tx,
        envio,
        input.barrio !== undefined ? input.barrio : current.barrio,
        (product?.precioCents ?? 0) * (input.cantidad ?? current.cantidad),
      );
      if (!checked.ok) return refuse(400, checked.message);
      barrio = checked.barrio;
    }
    const [row] = await tx
      .update(suscripciones)
      .set({
        cantidad: input.cantidad ?? current.cantidad,
        frecuencia: input.frecuencia ?? current.frecuencia,
        formaPago: input.formaPago ?? current.formaPago,
        avisosWhatsapp: input.avisosWhatsapp ?? current.avisosWhatsapp,
        envio,
        lugar,
        direccion,
        barrio,
      })
      .where(eq(suscripciones.id, id))
      .returning();
    if (!row) return refuse(404, SUS_MSG.noEncontrada);
    const [answer] = await toSuscripciones(tx, [row], now, user.rol === 'admin');
    await recordAudit(tx, {
      actor,
      accion: 'suscripcion.cambio',
      detalle: `Cambió la ${describe(row, answer!.nombre)}`,
    });
    return { ok: true, suscripcion: answer! };
  });
}

/** The customer's own, or for the admin all of them (with `cliente`), newest first. */
export async function listSuscripciones(
  db: Db,
  user: SessionUser,
  estado: SubRow['estado'] | undefined,
  now: Date,
): Promise<Suscripcion[]> {
  const admin = user.rol === 'admin';
  const rows = await db
    .select()
    .from(suscripciones)
    .where(
      and(
        admin ? undefined : eq(suscripciones.userId, user.uid),
        estado ? eq(suscripciones.estado, estado) : undefined,
      ),
    )
    .orderBy(desc(suscripciones.id));
  return toSuscripciones(db, rows, now, admin);
}

export async function getSuscripcion(db: Db, user: SessionUser, id: number, now: Date) {
  const row = await findVisible(db, id, user);
  if (!row) return null;
  const [answer] = await toSuscripciones(db, [row], now, user.rol === 'admin');
  return answer ?? null;
}
