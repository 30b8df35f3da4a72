// What Meta's webhook tells (MARKET §13.3): delivery statuses of the notices, and a customer's
// "baja". The signature is checked by the route before anything here reads the body.
import { WA_MSG } from '@feria/domain/messages/whatsapp';
import {
  type AvisoEstado,
  avanzaEstado,
  esBaja,
  estadoDeMeta,
} from '@feria/domain/rules/whatsapp-avisos';
import { whatsappNumber } from '@feria/domain/rules/whatsapp-number';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sales, suscripciones, users, whatsappAvisos, whatsappRecibidos } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';

type MetaStatus = {
  id?: unknown;
  status?: unknown;
  errors?: { code?: unknown; title?: unknown }[];
};
type MetaInbound = { id?: unknown; from?: unknown; type?: unknown; text?: { body?: unknown } };
type MetaValue = { statuses?: MetaStatus[]; messages?: MetaInbound[] };
type MetaPayload = { entry?: { changes?: { value?: MetaValue }[] }[] };

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Every change's value of a webhook call; whatever is not shaped like Meta's is left out. */
function valuesOf(body: unknown): MetaValue[] {
  const payload = (body ?? {}) as MetaPayload;
  return list<{ changes?: unknown }>(payload.entry).flatMap((entry) =>
    list<{ value?: MetaValue }>(entry?.changes).flatMap((c) =>
      c?.value && typeof c.value === 'object' ? [c.value] : [],
    ),
  );
}

/** A status moves its notice only forward (updates repeat and arrive out of order). */
async function applyStatus(db: Db, status: MetaStatus): Promise<void> {
  const to = typeof status.status === 'string' ? estadoDeMeta(status.status) : null;
  if (!to || typeof status.id !== 'string') return;
  const wamid = status.id;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(whatsappAvisos)
      .where(eq(whatsappAvisos.wamid, wamid))
      .for('update');
    if (!row || !avanzaEstado(row.estado as AvisoEstado, to)) return;
    const error = status.errors?.[0];
    const detalle =
      to === 'fallido' && error
        ? `${String(error.code ?? '')}: ${String(error.title ?? '')}`.slice(0, 300)
        : row.detalle;
    await tx
      .update(whatsappAvisos)
      .set({ estado: to, detalle, actualizado: new Date() })
      .where(eq(whatsappAvisos.id, row.id));
  });
}

/** The number's WhatsApp form as the shop computes it (Meta writes it without the "+"). */
const sameNumber = (from: string) => whatsappNumber(`+${from}`) ?? from;

/**
 * "baja" or "stop": every order and subscription of that number stops asking for notices, their
 * pending notices fail, and one reply is queued. Meta's retries of the same message do nothing.
 */
async function optOut(tx: Tx, messageId: string, from: string): Promise<void> {
  const [first] = await tx
    .insert(whatsappRecibidos)
    .values({ messageId })
    .onConflictDoNothing()
    .returning();
  if (!first) return;
  const numero = sameNumber(from);
  const optedIn = await tx
    .select({ id: sales.id, celular: sales.clienteCelular })
    .from(sales)
    .where(eq(sales.avisosWhatsapp, true));
  const orderIds = optedIn.filter((o) => whatsappNumber(o.celular) === numero).map((o) => o.id);
  const subs = await tx
    .select({ id: suscripciones.id, celular: users.celular })
    .from(suscripciones)
    .innerJoin(users, eq(users.id, suscripciones.userId))
    .where(eq(suscripciones.avisosWhatsapp, true));
  const subIds = subs.filter((s) => whatsappNumber(s.celular) === numero).map((s) => s.id);
  if (orderIds.length > 0) {
    await tx.update(sales).set({ avisosWhatsapp: false }).where(inArray(sales.id, orderIds));
    await tx
      .update(whatsappAvisos)
      .set({ estado: 'fallido', detalle: WA_MSG.bajaDetalle, actualizado: new Date() })
      .where(and(inArray(whatsappAvisos.saleId, orderIds), eq(whatsappAvisos.estado, 'pendiente')));
  }
  if (subIds.length > 0) {
    await tx
      .update(suscripciones)
      .set({ avisosWhatsapp: false })
      .where(inArray(suscripciones.id, subIds));
  }
  await recordAudit(tx, {
    actor: { id: null, email: 'whatsapp' },
    accion: 'whatsapp.baja',
    detalle: `${numero}: ${orderIds.length} pedidos y ${subIds.length} suscripciones`,
  });
  // The one free-form reply, sent by the worker to the number as Meta wrote it.
  await tx.insert(whatsappAvisos).values({ evento: 'baja.respuesta', numero: from });
}

/** Applies a signed webhook call; anything it does not know is ignored. */
export async function handleWebhook(db: Db, body: unknown): Promise<void> {
  for (const value of valuesOf(body)) {
    for (const status of list<MetaStatus>(value.statuses)) await applyStatus(db, status);
    for (const message of list<MetaInbound>(value.messages)) {
      const { id, from, type, text } = message ?? {};
      if (type !== 'text' || typeof id !== 'string' || typeof from !== 'string') continue;
      if (typeof text?.body !== 'string' || !esBaja(text.body)) continue;
      if (id.length > 200 || !/^\d{6,20}$/.test(from)) continue;
      await db.transaction((tx) => optOut(tx, id, from));
    }
  }
}
