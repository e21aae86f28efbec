/** SQLSTATEs that say the server is going away, not coming up yet, full or too slow, rather than the statement is wrong. */
const unavailableStates = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout ran out
  '25P03', // idle_in_transaction_session_timeout ended the session
]);

/** Errors of Node's sockets when the server cannot be reached or the connection broke. */
const socketErrors = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** pg reports a lost or stalled connection with a message only. */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/**
 * True when `error` means the database cannot answer right now (gone, restarting, unreachable, stalled) rather
 * than that the request is wrong: such a request is answered 503 and may be retried.
 */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || unavailableStates.has(code) || socketErrors.has(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  return driverMessages.some((pattern) => pattern.test(error.message));
}
