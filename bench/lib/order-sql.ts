// The SQL of one web order, as Feria runs it: the server's own app on an in-memory PGlite takes one
// POST /api/sheets/sale, and every statement run inside its transaction is recorded with its
// parameters (stock taken, the sale, its line, the mails queued). A bare client can then run the
// very same transaction, with the product and the sale's id of its own, to show what the
// database alone can do (bench/writes-limit.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import type { Database } from '../../packages/server/src/db/client.ts';
import { openDatabase } from '../../packages/server/src/db/open.ts';
import { webOrderBody } from './orders-beside.ts';

type Tx = Parameters<Parameters<NonNullable<Database['pglite']>['transaction']>[0]>[0];

type Statement = { text: string; params: unknown[] };
export type OrderSql = {
  statements: Statement[];
  /** The values the recorded order used, to be replaced by each replay's own. */
  productId: number;
  saleId: number;
};

/** A product id and a sale id no other parameter of the order is likely to equal. */
const PRODUCT = 1_777;
const FIRST_SALE = 900_001;

export async function recordOrderSql(): Promise<OrderSql> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-bench-sql-'));
  const origin = 'http://127.0.0.1:3000';
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PUBLIC_URL: origin,
    ADMIN_PASSWORD: 'bench-admin-clave',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(config);
  const statements: Statement[] = [];
  let recording = false;
  // Every transaction's statements, through PGlite's own transaction (drizzle's path).
  const client = database.pglite as NonNullable<Database['pglite']>;
  const transaction = client.transaction;
  client.transaction = ((work: (tx: Tx) => Promise<unknown>) =>
    transaction.call(client, (tx: Tx) => {
      const query = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], opts?: object) => {
        if (recording) statements.push({ text, params: params ?? [] });
        return query(text, params, opts);
      }) as Tx['query'];
      return work(tx);
    })) as typeof client.transaction;
  try {
    await database.db.execute(
      sql.raw(`insert into products (id, sku, nombre, marca, medida, categoria, precio_cents, stock, publicado)
        values (${PRODUCT}, 'SQL-1', 'Producto de la transacción', 'Productor', '500 g', 'Yerba', 100000, 1000000, true)`),
    );
    await database.db.execute(sql.raw(`select setval('sales_id_seq', ${FIRST_SALE - 1})`));
    const app = await buildApp({ config, database });
    try {
      recording = true;
      const res = await app.inject({
        method: 'POST',
        url: '/api/sheets/sale',
        headers: { 'content-type': 'application/json', origin },
        payload: webOrderBody(PRODUCT),
      });
      recording = false;
      if (res.statusCode !== 201) throw new Error(`pedido: ${res.statusCode} ${res.body}`);
      const saleId = (res.json() as { id: number }).id;
      if (saleId !== FIRST_SALE) throw new Error(`venta ${saleId}, se esperaba ${FIRST_SALE}`);
      return { statements, productId: PRODUCT, saleId };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The recorded statements for another product, the sale's id taken from the replay's insert. */
export function replayParams(
  recorded: OrderSql,
  params: unknown[],
  productId: number,
  saleId: number | undefined,
): unknown[] {
  return params.map((p) => {
    if (p === recorded.productId || p === String(recorded.productId)) return productId;
    if (saleId !== undefined && (p === recorded.saleId || p === String(recorded.saleId)))
      return saleId;
    return p;
  });
}
