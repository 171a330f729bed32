import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer address of the connection. X-Forwarded-For is deliberately not
 * trusted: anyone can send it, and it would let a guesser dodge the per-IP
 * limit. (Behind a proxy every client shares its address; the per-username
 * limit still applies.) Requests built in tests have no socket: 'local'.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
