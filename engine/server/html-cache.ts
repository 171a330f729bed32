import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Rendered HTML kept with its compressed forms, so a cached page costs a map
 * lookup and a buffer write, not a render plus a compression per request.
 * Both forms are made at once on the event loop (about a millisecond each for
 * a 90 KB page). Brotli quality 6 is within ~12% of quality 11's size; 11 took
 * ~100 ms per page, and run on the thread pool it left ~50 MB more RSS behind.
 */
export interface CachedHtml {
  version: string;
  /** The page as UTF-8 bytes (for clients that accept no compression). */
  raw: Buffer;
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

export type Encoding = 'br' | 'gzip' | undefined;

export function makeEntry(version: string, html: string): CachedHtml {
  const raw = Buffer.from(html);
  return {
    version,
    raw,
    etag: `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  };
}

/** The best encoding the client accepts (q > 0): brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return undefined;
}

export interface HtmlReply {
  status: number;
  /** Node Buffers are always backed by a plain ArrayBuffer, which is what Hono's c.body() types ask for. */
  body: Uint8Array<ArrayBuffer> | null;
  headers: Record<string, string>;
}

/** How to answer for a cached page: compressed when accepted, 304 when the client's copy is current. */
export function htmlReply(
  entry: CachedHtml,
  status: number,
  req: { acceptEncoding?: string; ifNoneMatch?: string },
): HtmlReply {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    Vary: 'Accept-Encoding',
    ETag: entry.etag,
  };
  if (status === 200 && req.ifNoneMatch?.split(',').some((t) => t.trim() === entry.etag))
    return { status: 304, body: null, headers };
  const enc = pickEncoding(req.acceptEncoding);
  const body = (enc === 'br' ? entry.br : enc === 'gzip' ? entry.gzip : entry.raw) as Uint8Array<ArrayBuffer>;
  if (enc) headers['Content-Encoding'] = enc;
  headers['Content-Length'] = String(body.length);
  return { status, body, headers };
}

/**
 * Recompresses cached pages with brotli's best setting while the server is idle.
 *
 * Quality 11 makes a page ~9% smaller than quality 6 (the gallery 13.5 → 12.3 KB,
 * the home page 14.5 → 13.1 KB). That is often the difference between a
 * document that arrives in a new connection's first round trip (ten TCP
 * segments, 14.6 KB with the headers) and one that waits a round trip more,
 * on a phone 150 ms or so. But quality 11 costs 0.1–0.9 s of CPU per page on
 * our 2-core machines, too long to make a visitor wait and too much to do
 * while other visitors are being answered. So an entry goes out at quality 6
 * at once, and is recompressed at 11 on the thread pool, one page at a time,
 * after `idleMs` without a page request. The ETag stays: it names the page's
 * bytes, not their encoding.
 */
export interface IdleRecompressor {
  /**
   * Queue the entry cached under `key`; `isCurrent` says, when its turn comes,
   * whether the cache still serves it. A newer entry for the same key takes
   * the older one's place, so the queue never holds more than the cache's
   * keys, however often content changes while the server is busy.
   */
  schedule(key: string, entry: CachedHtml, isCurrent: () => boolean): void;
  /** A page was asked for: the server is not idle. */
  touch(): void;
  /** Resolves once the queue is empty (for tests and the bench). */
  drained(): Promise<void>;
}

/** Brotli's best, with a window just large enough for the page: a smaller one loses bytes, a larger one only costs memory. */
export function brotliBest(raw: Buffer): Promise<Buffer> {
  const lgwin = Math.min(24, Math.max(16, Math.ceil(Math.log2(raw.length + 1))));
  return promisify(brotliCompress)(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: lgwin,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

export function idleRecompressor(idleMs: number): IdleRecompressor {
  const queue = new Map<string, { entry: CachedHtml; isCurrent: () => boolean }>();
  let lastRequest = 0;
  let timer: NodeJS.Timeout | undefined;
  let working = false;
  let waiters: Array<() => void> = [];

  const settle = () => {
    if (queue.size || working) return;
    for (const w of waiters) w();
    waiters = [];
  };
  const arm = (delay: number) => {
    if (timer || working || !queue.size) return settle();
    timer = setTimeout(run, delay);
    // A pending recompression never keeps a process from exiting.
    timer.unref();
  };
  async function run() {
    timer = undefined;
    const quietFor = Date.now() - lastRequest;
    if (quietFor < idleMs) return arm(idleMs - quietFor);
    const [key, next] = queue.entries().next().value ?? [];
    if (key !== undefined) queue.delete(key);
    if (next?.isCurrent()) {
      working = true;
      try {
        const best = await brotliBest(next.entry.raw);
        if (best.length < next.entry.br.length) next.entry.br = best;
      } catch {
        // Quality 6 stays: it is a correct answer, only a larger one.
      } finally {
        working = false;
      }
    }
    arm(0);
  }

  return {
    schedule(key, entry, isCurrent) {
      queue.delete(key);
      queue.set(key, { entry, isCurrent });
      arm(idleMs);
    },
    touch() {
      lastRequest = Date.now();
    },
    drained() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
  };
}
