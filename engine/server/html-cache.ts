import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

/**
 * Rendered HTML kept with its compressed forms, so a cached page costs a map
 * lookup and a buffer write, not a render plus a compression per request.
 * Gzip is made at once (about a millisecond); brotli at its best quality is
 * too slow for the event loop, so it is made on the thread pool and used as
 * soon as it is ready (gzip meanwhile).
 */
export interface CachedHtml {
  version: string;
  html: string;
  etag: string;
  gzip: Buffer;
  br?: Buffer;
  /** Settles when the brotli form is made (or failed: gzip then stays in use). */
  brReady: Promise<void>;
}

export type Encoding = 'br' | 'gzip' | undefined;

export function makeEntry(version: string, html: string): CachedHtml {
  const raw = Buffer.from(html);
  let done = () => {};
  const entry: CachedHtml = {
    version,
    html,
    etag: `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
    gzip: gzipSync(raw, { level: 9 }),
    brReady: new Promise<void>((r) => (done = r)),
  };
  brotliCompress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }, (err, br) => {
    if (!err) entry.br = br;
    done();
  });
  return entry;
}

/** The best encoding the client accepts (q > 0): brotli if it is ready, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined, brReady = true): Encoding {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  if (brReady && of('br') > 0 && of('br') >= of('gzip')) return 'br';
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
export function htmlReply(entry: CachedHtml, status: number, req: { acceptEncoding?: string; ifNoneMatch?: string }): HtmlReply {
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding', ETag: entry.etag };
  if (status === 200 && req.ifNoneMatch?.split(',').some((t) => t.trim() === entry.etag)) return { status: 304, body: null, headers };
  const enc = pickEncoding(req.acceptEncoding, !!entry.br);
  const body = (enc === 'br' ? entry.br! : enc === 'gzip' ? entry.gzip : Buffer.from(entry.html)) as Uint8Array<ArrayBuffer>;
  if (enc) headers['Content-Encoding'] = enc;
  headers['Content-Length'] = String(body.length);
  return { status, body, headers };
}
