// Whether an error means "the database is not there right now" rather than "this request is
// wrong" or "the server has a bug" (issue 43): the one place that tells, used by the error
// handler (503 "La base de datos no responde" with Retry-After) and by the fault tests. Such a
// failure ends with the outage, so the client is told to try again, never "Error interno".

/** Node's socket errors of a connection refused, cut or never made. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or refusing connections: admin_shutdown (57P01, the
 * pg_terminate_backend of a backend), crash_shutdown (57P02), cannot_connect_now (57P03, still
 * starting, recovering or shutting down), too_many_connections (53300), the whole
 * connection-exception class 08, and read_only_sql_transaction (25006: a write reaching a
 * standby after a failover, or a database set read-only; the shop never opens a read-only
 * transaction of its own). object_not_in_prerequisite_state (55000) only when it ends the
 * connection (FATAL: "database … is not currently accepting connections", issue 56): a query's
 * own 55000 is a bug, not an outage.
 */
const isUnavailableState = (code: string, severity: unknown) =>
  code === '57P01' ||
  code === '57P02' ||
  code === '57P03' ||
  code === '53300' ||
  code === '25006' ||
  (code === '55000' && severity === 'FATAL') ||
  code.startsWith('08');

/**
 * What node-postgres, pg-pool and PGlite say, without a code, when the connection is lost, the
 * pool cannot get one in time, or the embedded database can no longer be used.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "…unexpectedly", "…due to connection timeout"
  /timeout exceeded when trying to connect/,
  /connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /^PGlite is clos(ed|ing)$/,
];

function unavailable(e: object): boolean {
  const { code, message, severity } = e as {
    code?: unknown;
    message?: unknown;
    severity?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableState(code, severity))) {
    return true;
  }
  // A trap of PGlite's WebAssembly (its memory exhausted, an abort): that instance is unusable.
  if (e instanceof Error && e.name === 'RuntimeError') return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/** The error, or one it wraps (Drizzle wraps the driver's in `cause`), says the database is gone. */
export function isDatabaseUnavailable(err: unknown): boolean {
  // undici's fetch (Mercado Pago, Google) wraps its socket errors the same way: not the database.
  if (err instanceof TypeError && err.message === 'fetch failed') return false;
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (unavailable(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  // AggregateError: node's net gives one when every address of "localhost" refused.
  const errors = (err as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner));
}
