// Whether an error means that PostgreSQL or Redis is unreachable or refusing work right now (an
// outage the client should retry after), as opposed to a bug. The drivers report outages in many
// shapes — socket codes, SQLSTATEs, plain messages — and wrap them (MikroORM's DriverException
// copies the pg error's fields, Node's AggregateError holds one error per address tried, BullMQ
// and Apollo keep a `cause` or `originalError`), so the check looks through every wrapper.

/** Socket-level failures: nothing answers at the address, or the connection broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that describe the server rather than the statement: class 08 (connection
 * exception) is matched by prefix; these are the rest.
 */
const POSTGRES_OUTAGE_STATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout fired
  '55P03', // lock_not_available: lock_timeout fired
]);

/** Messages of errors that carry no code (pg, pg-pool, ioredis, rate-limiter-flexible). */
const OUTAGE_MESSAGES = [
  // pg
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Query read timeout$/,
  // ioredis
  /^Connection is closed\.?$/,
  /^Stream isn't writeable and enableOfflineQueue options is false$/,
  /^Command timed out$/,
  /^Reached the max retries per request limit/,
  /^None of the sentinels are available/,
  // rate-limiter-flexible, before it sends a command to an ioredis client that is not connected
  /^Redis connection is not ready$/,
];

const OUTAGE_ERROR_NAMES = new Set(['MaxRetriesPerRequestError', 'ConnectionException']);

const MAX_DEPTH = 6;

export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const { code, name, message, cause, errors, originalError } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    originalError?: unknown;
  };
  if (typeof code === 'string' && isOutageCode(code)) return true;
  if (typeof name === 'string' && OUTAGE_ERROR_NAMES.has(name)) return true;
  if (typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) {
    return true;
  }
  const inner = [cause, originalError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((nested) => nested !== error && isDependencyOutage(nested, depth + 1));
}

function isOutageCode(code: string): boolean {
  return SOCKET_CODES.has(code) || POSTGRES_OUTAGE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}
