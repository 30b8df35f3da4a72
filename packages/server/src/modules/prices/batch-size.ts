/** Products (or CSV rows) per batch of a bulk job (bulk-jobs.ts): a few tenths of a second of
 * writes on the embedded database, so an order placed meanwhile waits no longer than that. */
export const BATCH_SIZE = 100;
