import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address. Without a trusted proxy (TRUST_PROXY=0, the
 * default) it is the connection's peer, and X-Forwarded-For is ignored:
 * anyone can send it, and it would let a guesser dodge the per-IP limit.
 * Behind N trusted proxies, each appends the address it saw to
 * X-Forwarded-For, so the client is the entry N places from the right
 * (counting the peer as the last proxy): the rightmost one a trusted proxy
 * wrote. Whatever a client puts further left is never believed. Requests
 * built in tests have no socket: 'local'.
 */
export function clientIp(c: Context, trustProxy = c.var.deps?.config.trustProxy ?? 0): string {
  let peer = 'local';
  try {
    peer = getConnInfo(c).remote.address ?? 'local';
  } catch {
    /* no socket */
  }
  if (!trustProxy) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const hops = [...forwarded, peer];
  return hops[hops.length - 1 - trustProxy] ?? hops[0];
}

/** The scheme the client used: X-Forwarded-Proto as the nearest trusted proxy set it, else the connection's own. */
export function requestScheme(c: Context, trustProxy = c.var.deps?.config.trustProxy ?? 0): 'http' | 'https' {
  if (trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase();
    if (proto === 'https' || proto === 'http') return proto;
  }
  return new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
}
