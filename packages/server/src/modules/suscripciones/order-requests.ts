// The web order a subscription's customer would place for a feria (MARKET §9): their account's
// data, the subscription's product, quantity, payment and delivery, read for a whole batch.
import { bolsonAsunto } from '@feria/domain/messages/suscripciones';
import { feriaDiaCorto } from '@feria/domain/rules/suscripciones';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products, type suscripciones, users } from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import type { SubscriptionRequest } from '../sales/subscription-orders.ts';
import type { PlanFeria } from './ferias.ts';

/** A subscription and a feria generation makes its order for. */
export type Pair = { subId: number; feria: PlanFeria };

type SubRow = typeof suscripciones.$inferSelect;

/** The web order of each pair, as its customer would place it, and its bolsón's name. */
export async function requestsOf(
  tx: Tx,
  pairs: readonly Pair[],
  subs: ReadonlyMap<number, SubRow>,
  now: Date,
): Promise<(SubscriptionRequest & { bolson: string })[]> {
  const mine = pairs.map((p) => subs.get(p.subId)!);
  const accounts = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(mine.map((s) => s.userId))]));
  const names = await tx
    .select({ id: products.id, nombre: products.nombre, contenido: products.contenido })
    .from(products)
    .where(inArray(products.id, [...new Set(mine.map((s) => s.productId))]));
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const productOf = new Map(names.map((p) => [p.id, p]));
  return pairs.map((pair, i) => {
    const sub = mine[i]!;
    const account = accountOf.get(sub.userId);
    if (!account) throw new Error(`Suscripción ${sub.id} sin cuenta`);
    const user = {
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
    const input = {
      canal: 'web',
      productos: [{ id: sub.productId, cantidad: sub.cantidad }],
      formaPago: sub.formaPago,
      envio: sub.envio === 'Envío' ? 'envio' : 'retiro',
      cliente: {
        nombre: account.nombre,
        correo: account.email,
        provincia: account.provincia,
        direccion: sub.envio === 'Envío' ? (sub.direccion ?? '') : account.direccion,
        cp: account.cp,
        celular: account.celular,
        avisosWhatsapp: sub.avisosWhatsapp, // MARKET §13.3: the subscription's opt-in
        // MARKET §14: its zone (and fee) is the barrio's at generation.
        ...(sub.envio === 'Envío' && sub.barrio ? { barrio: sub.barrio } : {}),
      },
      feriaId: pair.feria.id,
    } as SubscriptionRequest['input'];
    const asunto = bolsonAsunto(feriaDiaCorto(pair.feria.fecha));
    const product = productOf.get(sub.productId);
    return {
      input,
      user,
      idempotencyKey: null,
      moment: now,
      suscripcion: { id: sub.id, asunto, contenido: product?.contenido ?? '' },
      bolson: product?.nombre ?? 'bolsón',
    };
  });
}
