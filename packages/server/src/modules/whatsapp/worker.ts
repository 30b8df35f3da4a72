// Sends WhatsApp's notices (MARKET §13.3) from whatsapp_avisos, one at a time in order of
// creation. Each attempt is claimed in its own committed transaction BEFORE the request leaves:
// the row (FOR UPDATE SKIP LOCKED, so two workers never take the same one) turns `enviando` and
// takes a slot of the month's cap under one advisory lock (so two workers never pass the cap).
// Meta's answer then settles it. The Cloud API has no idempotency key, so an attempt that may
// have reached Meta (a timeout, a cut, a process that died while `enviando`) is `incierto` and is
// never sent again by itself: staff see it and can use the Tier 1 link.
// Pace (MARKET §13, issue 63): at most WHATSAPP_PER_SECOND requests leave in any second, counted
// across servers, since Meta's throughput is per phone number. Under the same advisory lock as the
// cap, a claim counts the attempts stamped (enviado_en, the database's clock) in the last second
// and waits for the oldest to age out when there are that many; so the count and the stamp are one
// step for every server, and the row's own column is the record (no table, no clock of a server). Stopping the server cuts
// the attempt in flight (systemd gives the whole stop 30 s), which leaves it `incierto` too.

import { setTimeout as sleep } from 'node:timers/promises';
import { WA_MSG } from '@feria/domain/messages/whatsapp';
import {
  AVISO_PLANTILLA,
  type AvisoEvento,
  avisoParametros,
  bajaRespuesta,
} from '@feria/domain/rules/whatsapp-avisos';
import { orderLink } from '@feria/domain/rules/whatsapp-links';
import { whatsappNumber } from '@feria/domain/rules/whatsapp-number';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { WhatsappConfig } from '../../config/whatsapp.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ferias, sales, whatsappAvisos } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import { sentThisMonth } from './cap.ts';
import { type MetaMessage, type MetaOutcome, sendToMeta } from './meta.ts';
import { noticeToken } from './order-token.ts';

export type WhatsappWorkerConfig = {
  whatsapp: WhatsappConfig;
  publicUrl: string;
  SHOP_NAME: string;
  WHATSAPP_TOPE_MENSUAL: number;
};

export type WhatsappWorkerOptions = {
  pollMs?: number;
  /** Wait after the first retryable failure (the first retry within 5 s); doubles each time. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a notice is retried after it was made; then it is `fallido`. */
  retryForMs?: number;
  /** No timer: only runOnce sends (tests drive it). */
  manual?: boolean;
  log?: { warn(message: string): void };
};

export type WhatsappWorker = {
  /** Settles dead attempts and sends every notice due now; resolves with how many were tried. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

type AvisoRow = typeof whatsappAvisos.$inferSelect;
type Claimed = { row: AvisoRow; message: MetaMessage };
/** WHATSAPP_PER_SECOND's second is full: try again in this many ms. */
type Full = { waitMs: number };

const WORKER = { id: null, email: 'whatsapp' };
/**
 * The pace's second, with a margin: Meta counts a request when it arrives, the stamp is taken
 * before it leaves, and two requests' trips differ (a cold connection, a busy machine). 100 ms
 * absorbs that difference at the cost of a tenth of the throughput.
 */
const PACE_WINDOW = sql`interval '1100 milliseconds'`;
const ms = (n: number) => sql`make_interval(secs => ${n / 1000})`;

const describe = (row: AvisoRow) =>
  row.saleId === null
    ? `Respuesta a la baja de ${row.numero}`
    : `Pedido N° ${row.saleId}: ${row.evento}`;

export function startWhatsappWorker(
  db: Db,
  config: WhatsappWorkerConfig,
  options: WhatsappWorkerOptions = {},
): WhatsappWorker {
  const {
    pollMs = 1_000,
    retryBaseMs = 4_000,
    retryMaxMs = 5 * 60_000,
    retryForMs = 24 * 60 * 60_000,
    manual = false,
    log = { warn: (message: string) => console.warn(message) },
  } = options;
  const wa = config.whatsapp;

  /** The message of a notice, or why it cannot go (no number any more, the customer opted out). */
  async function messageOf(tx: Tx, row: AvisoRow): Promise<MetaMessage | string> {
    if (row.saleId === null) {
      return { to: row.numero ?? '', texto: bajaRespuesta(config.SHOP_NAME) };
    }
    const [sale] = await tx.select().from(sales).where(eq(sales.id, row.saleId));
    if (!sale?.avisosWhatsapp) return WA_MSG.bajaDetalle;
    const to = whatsappNumber(sale.clienteCelular);
    if (!to) return WA_MSG.sinNumero;
    const [feria] =
      sale.feriaId === null
        ? []
        : await tx.select().from(ferias).where(eq(ferias.id, sale.feriaId));
    const enlace = orderLink(config.publicUrl, sale.id, await noticeToken(tx, sale.id));
    const evento = row.evento as AvisoEvento;
    const parametros = avisoParametros(evento, {
      nombre: sale.clienteNombre,
      id: sale.id,
      totalCents: sale.totalCents,
      feria: feria ?? null,
      enlace,
    });
    return { to, template: AVISO_PLANTILLA[evento], parametros };
  }

  /** The next due notice, recorded `enviando` with its slot of the month; null when none is due. */
  async function claimNext(): Promise<Claimed | Full | 'skipped' | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(whatsappAvisos)
        .where(
          and(
            eq(whatsappAvisos.estado, 'pendiente'),
            lte(whatsappAvisos.proximoIntento, sql`now()`),
          ),
        )
        .orderBy(asc(whatsappAvisos.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const message = await messageOf(tx, row);
      const at = eq(whatsappAvisos.id, row.id);
      if (typeof message === 'string') {
        await tx
          .update(whatsappAvisos)
          .set({ estado: 'fallido', detalle: message, actualizado: sql`now()` })
          .where(at);
        return 'skipped';
      }
      // One worker at a time counts and takes a slot: the cap holds across servers.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('whatsapp-tope'))`);
      const [recent] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          waitMs: sql<number>`coalesce(ceil(extract(epoch from min(${whatsappAvisos.enviadoEn}) + ${PACE_WINDOW} - clock_timestamp()) * 1000), 0)::int`,
        })
        .from(whatsappAvisos)
        .where(sql`${whatsappAvisos.enviadoEn} > clock_timestamp() - ${PACE_WINDOW}`);
      if ((recent?.n ?? 0) >= wa.perSecond) return { waitMs: Math.max(1, recent?.waitMs ?? 1) };
      if ((await sentThisMonth(tx)) >= config.WHATSAPP_TOPE_MENSUAL) {
        await tx
          .update(whatsappAvisos)
          .set({ estado: 'tope', detalle: WA_MSG.topeDetalle, actualizado: sql`now()` })
          .where(at);
        return 'skipped';
      }
      const [claimed] = await tx
        .update(whatsappAvisos)
        .set({
          estado: 'enviando',
          intentos: sql`${whatsappAvisos.intentos} + 1`,
          // The moment under the lock, not the transaction's start: the pace's clock.
          enviadoEn: sql`clock_timestamp()`,
          actualizado: sql`now()`,
        })
        .where(at)
        .returning();
      return claimed ? { row: claimed, message } : null;
    });
  }

  async function settle({ row }: Claimed, outcome: MetaOutcome): Promise<void> {
    const at = and(eq(whatsappAvisos.id, row.id), eq(whatsappAvisos.estado, 'enviando'));
    const now = sql`now()`;
    await db.transaction(async (tx) => {
      if (outcome.kind === 'enviado') {
        // Meta's id settles it even if another server starting meanwhile took it for dead.
        await tx
          .update(whatsappAvisos)
          .set({ estado: 'enviado', wamid: outcome.wamid, detalle: null, actualizado: now })
          .where(
            and(
              eq(whatsappAvisos.id, row.id),
              inArray(whatsappAvisos.estado, ['enviando', 'incierto']),
            ),
          );
        return;
      }
      if (outcome.kind === 'incierto') {
        await tx
          .update(whatsappAvisos)
          .set({ estado: 'incierto', detalle: outcome.detalle, actualizado: now })
          .where(at);
        await recordAudit(tx, {
          actor: WORKER,
          accion: 'whatsapp.incierto',
          detalle: `${describe(row)}: ${outcome.detalle}`,
        });
        return;
      }
      const expired = Date.now() - row.creado.getTime() >= retryForMs;
      if (outcome.kind === 'reintentar' && !expired) {
        const wait = Math.min(retryBaseMs * 2 ** Math.max(0, row.intentos - 1), retryMaxMs);
        // Not taken by Meta: the month's slot goes back with the attempt (cap.ts counts only
        // enviando, incierto and a wamid); enviado_en stays, the request counts for the pace.
        await tx
          .update(whatsappAvisos)
          .set({
            estado: 'pendiente',
            detalle: outcome.detalle,
            proximoIntento: sql`now() + ${ms(wait)}`,
            actualizado: now,
          })
          .where(at);
        return;
      }
      await tx
        .update(whatsappAvisos)
        .set({ estado: 'fallido', detalle: outcome.detalle, actualizado: now })
        .where(at);
      await recordAudit(tx, {
        actor: WORKER,
        accion: 'whatsapp.fallido',
        detalle: `${describe(row)}: ${outcome.detalle}`,
      });
    });
    if (outcome.kind !== 'enviado') {
      log.warn(`WhatsApp: ${describe(row)} ${outcome.kind}: ${outcome.detalle}`);
    }
  }

  /**
   * Attempts left `enviando` by a process that died: all of them at start-up, another server's
   * once WHATSAPP_TIMEOUT_MS + 60 s have passed. Meta may have delivered them.
   */
  async function settleDead(all: boolean): Promise<void> {
    const old = all
      ? sql`true`
      : sql`${whatsappAvisos.actualizado} < now() - ${ms(wa.timeoutMs + 60_000)}`;
    await db.transaction(async (tx) => {
      const dead = await tx
        .update(whatsappAvisos)
        .set({
          estado: 'incierto',
          detalle: 'El envío quedó sin respuesta',
          actualizado: sql`now()`,
        })
        .where(and(eq(whatsappAvisos.estado, 'enviando'), old))
        .returning();
      for (const row of dead) {
        await recordAudit(tx, {
          actor: WORKER,
          accion: 'whatsapp.incierto',
          detalle: `${describe(row)}: el envío quedó sin respuesta`,
        });
      }
    });
  }

  let started = false;
  let stopped = false;
  const stopping = new AbortController();

  async function runOnce(): Promise<number> {
    await settleDead(!started);
    started = true;
    let tried = 0;
    while (!stopped) {
      const claimed = await claimNext();
      if (claimed === null) break;
      if (claimed === 'skipped') continue;
      if ('waitMs' in claimed) {
        await sleep(claimed.waitMs, undefined, { signal: stopping.signal }).catch(() => {});
        continue;
      }
      await settle(claimed, await sendToMeta(wa, claimed.message, stopping.signal));
      tried++;
    }
    return tried;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function schedule(wait: number): void {
    if (stopped || manual) return;
    timer = setTimeout(tick, wait);
    timer.unref();
  }

  function tick(): void {
    timer = null;
    running = runOnce()
      .then(
        () => undefined,
        (err: unknown) =>
          log.warn(`Envío de WhatsApp: ${err instanceof Error ? err.message : err}`),
      )
      .finally(() => {
        running = null;
        schedule(pollMs);
      });
  }

  schedule(0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopping.abort(); // the attempt in flight ends now, `incierto`
      await running;
    },
  };
}
