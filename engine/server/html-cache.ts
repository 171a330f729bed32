import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
