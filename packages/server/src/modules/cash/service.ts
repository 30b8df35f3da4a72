import { type CashEntry, DEFAULT_INITIAL_CASH_CENTS } from '@feria/domain/rules/cash';
import { isoDayToEs } from '@feria/domain/rules/dates';
import { formatDecimalEs, formatMoney, fromCents, toCents } from '@feria/domain/rules/money';
import type { CashSummary } from '@feria/domain/schemas/api-types';
import type { CashEntryForm } from '@feria/domain/schemas/cash';
import type { PageQuery } from '@feria/domain/schemas/paging';
import { and, asc, count, desc, gte, lte, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client.ts';
import { cashEntries, settings } from '../../db/schema.ts';
import { toCsv } from '../../shared/csv.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';

/** Where the initial cash lives in the settings table, in cents. */
const INITIAL_CASH_KEY = 'caja_inicial_cents';

type EntryRow = typeof cashEntries.$inferSelect;

const toEntry = (row: EntryRow): CashEntry => ({
  id: row.id,
  tipo: row.tipo,
  monto: fromCents(row.montoCents),
  descripcion: row.descripcion,
  fecha: row.fecha,
});

/** The balance: totals summed by the database from cents, entries newest first. */
export async function cashSummary(
  db: DbOrTx,
  page: PageQuery,
): Promise<{ summary: CashSummary; total: number }> {
  const totals = rowsOf<{ inicial: unknown; ingresos: unknown; gastos: unknown; final: unknown }>(
    await db.execute(sql`
      with sums as (
        select
          coalesce(sum(${cashEntries.montoCents}) filter (where ${cashEntries.tipo} = 'Ingreso'), 0) as ingresos,
          coalesce(sum(${cashEntries.montoCents}) filter (where ${cashEntries.tipo} = 'Gasto'), 0) as gastos
        from ${cashEntries}
      ), start as (
        select coalesce(
          (select (${settings.value} #>> '{}')::bigint from ${settings} where ${settings.key} = ${INITIAL_CASH_KEY}),
          ${DEFAULT_INITIAL_CASH_CENTS}::bigint
        ) as inicial
      )
      select inicial::text, ingresos::text, gastos::text, (inicial + ingresos - gastos)::text as final
      from sums, start`),
  )[0];
  const rows = await db
    .select()
    .from(cashEntries)
    .orderBy(desc(cashEntries.fecha), desc(cashEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(cashEntries);
  const summary = {
    cajaInicial: fromCents(Number(totals?.inicial ?? DEFAULT_INITIAL_CASH_CENTS)),
    ingresos: fromCents(Number(totals?.ingresos ?? 0)),
    gastos: fromCents(Number(totals?.gastos ?? 0)),
    cajaFinal: fromCents(Number(totals?.final ?? DEFAULT_INITIAL_CASH_CENTS)),
    entradas: rows.map(toEntry),
  };
  return { summary, total: counted?.n ?? 0 };
}

/** Records a movement of Balance, with its audit entry, in one transaction. */
export async function addEntry(db: Db, entry: CashEntryForm, who: AuditWho): Promise<CashEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cashEntries)
      .values({
        tipo: entry.tipo,
        montoCents: toCents(entry.monto),
        descripcion: entry.descripcion,
        fecha: entry.fecha,
      })
      .returning();
    await recordAudit(tx, {
      ...who,
      accion: 'caja.movimiento',
      detalle: `${entry.tipo} de ${formatMoney(toCents(entry.monto))}: ${entry.descripcion}`,
    });
    return toEntry(row!);
  });
}

/** Sets the initial cash (pesos in, pesos out), with its audit entry, in one transaction. */
export async function setInitialCash(db: Db, pesos: number, who: AuditWho): Promise<number> {
  const cents = toCents(pesos);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: INITIAL_CASH_KEY, value: cents })
      .onConflictDoUpdate({ target: settings.key, set: { value: cents } });
    await recordAudit(tx, {
      ...who,
      accion: 'caja.inicial',
      detalle: `Caja inicial: ${formatMoney(cents)}`,
    });
  });
  return fromCents(cents);
}

/** The movements of a period (both ends included, either may be open) as a CSV, oldest first. */
export async function entriesCsv(
  db: DbOrTx,
  period: { desde?: string | undefined; hasta?: string | undefined },
): Promise<string> {
  const rows = await db
    .select()
    .from(cashEntries)
    .where(
      and(
        period.desde ? gte(cashEntries.fecha, period.desde) : undefined,
        period.hasta ? lte(cashEntries.fecha, period.hasta) : undefined,
      ),
    )
    .orderBy(asc(cashEntries.fecha), asc(cashEntries.id));
  return toCsv(
    ['Fecha', 'Tipo', 'Descripción', 'Monto'],
    rows.map((r) => [isoDayToEs(r.fecha), r.tipo, r.descripcion, formatDecimalEs(r.montoCents)]),
  );
}
