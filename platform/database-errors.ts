/**
 * Whether an error says the database server could not be reached (refused, reset, timed out, starting up or
 * shutting down, out of connections, its name not resolved, a connection cut): an outage that may pass, unlike a
 * wrong password, a failed migration or a query's own mistake. A start waits it out (app/wait-for-database.ts);
 * a request answers 503 in words instead of a 500 (api/http.ts).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL starting up or shutting down, or out of connections.
  '57P01',
  '57P03',
  '53300',
]);

/** Whether `err` (or an error it wraps: its cause, the driver's AggregateError of each address tried) says the server was not reached. */
export function isDatabaseUnreachable(err: unknown): boolean {
  const e = err as { code?: string; errors?: unknown[]; message?: string; cause?: unknown } | undefined;
  if (!e || typeof e !== 'object') return false;
  if (e.code && UNREACHABLE_CODES.has(e.code)) return true;
  if (e.errors?.some(isDatabaseUnreachable) || (e.cause !== undefined && isDatabaseUnreachable(e.cause))) return true;
  return /timeout expired|connection timeout|Connection terminated/i.test(e.message ?? '');
}

/** What a request that needed the database is told while it is away. */
export const DATABASE_AWAY_MESSAGE =
  'The database is not answering at the moment, so this could not be done; nothing was changed. Please try again in a minute.';
