// What cutoff-rush.ts checks in the database once the rush is over: nothing oversold, stock and
// sales agreeing, every order on the right side of the cierre, each answered order created once.
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { sql } from 'drizzle-orm';
import type { Rows } from './with-db.ts';

export type Answer = {
  status: number;
  ms: number;
  /** Date.now() when the request left and when its answer came (the server shares the clock). */
  sent: number;
  answered: number;
  productos: { id: number; cantidad: number }[];
  stockOut: boolean;
  id?: number;
  error?: string;
};

export type RushChecks = {
  /** Answers neither 201, nor the Spanish stock-out, nor the cierre's refusal. */
  errors: number;
  errorSample: string;
  /** Units sold beyond what there was, and products whose stock went below 0. */
  oversold: number;
  /** Σ |initial − final − sold| over every product. */
  stockMismatch: number;
  wrongSide: number;
  createdMismatch: number;
};

export async function checkRush(
  rows: Rows,
  run: {
    answers: Answer[];
    feriaId: number;
    cierre: Date;
    hot: Map<number, number>;
    initial: number;
  },
): Promise<RushChecks> {
  const { answers, feriaId, cierre } = run;
  const odd = answers.filter(
    (a) => a.status !== 201 && !a.stockOut && a.error !== FERIA_MSG.feriaCerrada,
  );
  const stock = await rows(sql`
    select p.id, p.stock, coalesce(sum(l.cantidad), 0)::int as sold
    from products p left join sale_lines l on l.product_id = p.id
    group by p.id, p.stock`);
  let oversold = 0;
  let stockMismatch = 0;
  for (const r of stock) {
    const initial = run.hot.get(Number(r.id)) ?? run.initial;
    const sold = Number(r.sold);
    oversold += Math.max(0, sold - initial) + (Number(r.stock) < 0 ? 1 : 0);
    stockMismatch += Math.abs(initial - Number(r.stock) - sold);
  }
  const sales = await rows(
    sql`select id, feria_id, (extract(epoch from created_at) * 1000)::float8 as ms from sales where feria_id is not null`,
  );
  const accepted = answers.filter((a) => a.status === 201);
  const acceptedIds = new Set(accepted.map((a) => a.id));
  const at = cierre.getTime();
  const wrongSide =
    sales.filter((s) => Number(s.feria_id) !== feriaId || Number(s.ms) >= at).length +
    accepted.filter((a) => a.sent >= at).length +
    answers.filter((a) => a.error === FERIA_MSG.feriaCerrada && a.answered < at).length;
  const createdMismatch =
    Math.abs(sales.length - accepted.length) +
    sales.filter((s) => !acceptedIds.has(Number(s.id))).length;
  return {
    errors: odd.length,
    errorSample: odd
      .slice(0, 3)
      .map((a) => `${a.status} ${a.error ?? ''}`)
      .join('; '),
    oversold,
    stockMismatch,
    wrongSide,
    createdMismatch,
  };
}
