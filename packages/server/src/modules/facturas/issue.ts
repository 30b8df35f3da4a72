// One invoice asked of ARCA, and one in doubt decided (MARKET §12 "each number once"). The caller
// holds the punto de venta's turn. The number and the attempt are committed before the request
// goes out; whatever happens next (an answer lost, a timeout, the process killed) leaves the row
// pendiente with its number, and FECompConsultar decides it before any other number is asked.
import { randomUUID } from 'node:crypto';
import { shopToday } from '@feria/domain/rules/dates';
import {
  arcaDate,
  esEsteComprobante,
  fechaComprobante,
  isoFromArca,
  qrData,
  qrUrl,
} from '@feria/domain/rules/factura';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ArcaConfig } from '../../config/arca.ts';
import type { Db } from '../../db/client.ts';
import { facturas } from '../../db/schema.ts';
import { moveInvoice } from './move.ts';
import { creditNoteFor } from './queue.ts';
import { ticketFor } from './wsaa.ts';
import { type Comprobante, consultar, solicitarCae, ultimoAutorizado } from './wsfe.ts';

export type FacturaRow = typeof facturas.$inferSelect;

async function emitted(
  db: Db,
  arca: ArcaConfig,
  row: FacturaRow,
  cae: string,
  caeVence: string,
  obs: string | null,
) {
  const qr = qrUrl(
    qrData({
      fecha: row.cbteFch ?? shopToday(),
      cuit: arca.cuit,
      puntoVenta: row.puntoVenta,
      tipoCmp: row.tipo,
      numero: row.numero ?? 0,
      totalCents: row.totalCents,
      docTipo: row.docTipo,
      docNro: row.docNro,
      cae,
    }),
  );
  await db.transaction(async (tx) => {
    const [done] = await moveInvoice(tx, 'emitir', eq(facturas.id, row.id), {
      cae,
      caeVence,
      qr,
      observaciones: obs,
      emitidaEn: sql`now()`,
    });
    // Annulled while ARCA was deciding: the invoice it has gets its credit note.
    if (done?.descartar) await creditNoteFor(tx, done);
  });
}

/** Asks the next number for a row without one. */
export async function issue(
  db: Db,
  arca: ArcaConfig,
  row: FacturaRow,
  stop?: AbortSignal,
): Promise<void> {
  const ticket = await ticketFor(db, arca, stop);
  const ultimo = await ultimoAutorizado(arca, ticket, row.tipo, stop);
  const last = ultimo > 0 ? await consultar(arca, ticket, row.tipo, ultimo, stop) : null;
  const fecha = fechaComprobante(row.cobroDia, shopToday(), last ? isoFromArca(last.fecha) : null);
  const numero = ultimo + 1;
  let asociado: Comprobante['asociado'];
  if (row.asociadaId !== null) {
    const [inv] = await db.select().from(facturas).where(eq(facturas.id, row.asociadaId));
    if (!inv?.numero || !inv.cbteFch) throw new Error('La factura de la nota de crédito no está');
    const invFecha = arcaDate(inv.cbteFch);
    asociado = { tipo: inv.tipo, puntoVenta: inv.puntoVenta, numero: inv.numero, fecha: invFecha };
  }
  const intento = randomUUID();
  const [recorded] = await moveInvoice(
    db,
    'numerar',
    and(eq(facturas.id, row.id), isNull(facturas.numero)),
    { numero, cbteFch: fecha, intento, enviadoEn: sql`now()` },
  );
  if (!recorded) return; // dropped (annulled) meanwhile
  // Cut by a stop from here on, the row keeps its number: FECompConsultar decides it next time.
  const answer = await solicitarCae(
    arca,
    ticket,
    {
      tipo: row.tipo as 11 | 13,
      puntoVenta: row.puntoVenta,
      numero,
      fecha: arcaDate(fecha),
      docTipo: row.docTipo,
      docNro: row.docNro,
      condicionIva: row.condicionIva,
      totalCents: row.totalCents,
      asociado,
    },
    stop,
  );
  if (answer.resultado === 'A') {
    await emitted(db, arca, recorded, answer.cae, answer.caeVence, answer.observaciones);
    return;
  }
  // A rejected number is not used in ARCA: the row lets it go.
  await moveInvoice(
    db,
    recorded.descartar ? 'descartar' : 'rechazar',
    and(eq(facturas.id, row.id), eq(facturas.intento, intento)),
    { observaciones: answer.observaciones, numero: null, intento: null },
  );
}

/** A row whose attempt has no known outcome: ARCA's own record decides. */
export async function resolve(
  db: Db,
  arca: ArcaConfig,
  row: FacturaRow,
  stop?: AbortSignal,
): Promise<void> {
  if (row.numero === null) return;
  const ticket = await ticketFor(db, arca, stop);
  const found = await consultar(arca, ticket, row.tipo, row.numero, stop);
  if (found && esEsteComprobante(found, row)) {
    await emitted(db, arca, row, found.cae, found.caeVence, null);
    return;
  }
  // ARCA never recorded it (or that number is someone else's): asked again, or dropped.
  await moveInvoice(db, row.descartar ? 'descartar' : 'soltar', eq(facturas.id, row.id), {
    numero: null,
    intento: null,
    cbteFch: null,
    nextAttemptAt: sql`now()`,
  });
}
