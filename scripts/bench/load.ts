import autocannon from 'autocannon';
import { median } from './stats';

export interface LoadTarget {
  name: string;
  url: string;
  /** A query parameter given a new value on every request, as tracking links and cache-busters do. */
  uniqueParam?: string;
}

export interface LoadResult extends LoadTarget {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes on the wire per response (headers included): shows which encoding was served. */
  bytesPerResponse: number;
  errors: number;
  non2xx: number;
  /** req/s of each round, in round order (for per-round ratios). */
  rounds: number[];
}

export interface LoadOptions {
  rounds: number;
  seconds: number;
  connections: number;
  onProgress?: (line: string) => void;
}

/** What a browser sends, so each target answers as it would to a visitor (brotli where offered). */
const HEADERS = { 'accept-encoding': 'br, gzip, deflate', accept: '*/*' };

/**
 * Loads every target in short interleaved rounds (order rotated each round)
 * after a warm-up, and reports the median round. Interleaving keeps the
 * ratios meaningful when other work on the machine comes and goes.
 */
export async function measureLoad(targets: LoadTarget[], opts: LoadOptions): Promise<LoadResult[]> {
  const say = opts.onProgress ?? (() => {});
  let n = 0;
  const options = (t: LoadTarget, duration: number) => {
    if (!t.uniqueParam) return { url: t.url, connections: opts.connections, duration, headers: HEADERS };
    const url = new URL(t.url);
    const param = t.uniqueParam;
    // setupRequest runs for every request autocannon sends: each one gets a value never seen before.
    const setupRequest = (req: { path?: string }) => ({
      ...req,
      path: `${url.pathname}?${param}=${(n++).toString(36)}-${process.pid}`,
    });
    return { url: t.url, connections: opts.connections, duration, headers: HEADERS, requests: [{ setupRequest }] };
  };
  for (const t of targets) {
    await autocannon(options(t, 1));
  }
  const runs = new Map<string, Awaited<ReturnType<typeof autocannon>>[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < opts.rounds; round++) {
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    for (const t of order) {
      const r = await autocannon(options(t, opts.seconds));
      runs.get(t.name)!.push(r);
      say(
        `round ${round + 1}/${opts.rounds} ${t.name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`,
      );
    }
  }
  return targets.map((t) => {
    const rs = runs.get(t.name)!;
    const total = rs.reduce((n, r) => n + r.requests.total, 0);
    return {
      ...t,
      reqPerSec: median(rs.map((r) => r.requests.average)),
      p50Ms: median(rs.map((r) => r.latency.p50)),
      p99Ms: median(rs.map((r) => r.latency.p99)),
      bytesPerResponse: total ? rs.reduce((n, r) => n + r.throughput.total, 0) / total : NaN,
      errors: rs.reduce((n, r) => n + r.errors + r.timeouts, 0),
      non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
      rounds: rs.map((r) => Math.round(r.requests.average)),
    };
  });
}
