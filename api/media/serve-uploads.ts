import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { RangeNotSatisfiable, type BlobStore } from '../../media/blobs/types';
import { contentTypeOf } from '../../media/blobs/s3';

/**
 * GET/HEAD /uploads/* from a bucket: the object, or the one byte range asked
 * for (video seeking, resumed downloads), streamed through this server so the
 * site keeps one origin, its cache headers and its security headers. A folder
 * store is served by Hono's serveStatic instead.
 */
export async function serveBlob(c: Context, blobs: BlobStore) {
  let key: string;
  try {
    key = decodeURIComponent(c.req.path.replace(/^\/uploads\//, ''));
  } catch {
    return c.json({ error: `No file at ${c.req.path}` }, 404);
  }
  // Keys never climb out of the store or name a hidden object.
  if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..'))
    return c.json({ error: `No file at ${c.req.path}` }, 404);
  const range = c.req.header('range');
  let found: Awaited<ReturnType<typeof blobs.read>>;
  try {
    found = await blobs.read(key, range && /^bytes=\d*-\d*$/.test(range.trim()) ? range.trim() : undefined);
  } catch (err) {
    if (err instanceof RangeNotSatisfiable) return c.body(null, 416, { 'Content-Range': `bytes */${err.size}` });
    throw err;
  }
  if (!found) return c.json({ error: `No file at ${c.req.path}` }, 404);
  const headers: Record<string, string> = {
    'Content-Type': found.contentType ?? contentTypeOf(key),
    'Content-Length': String(found.length),
    'Accept-Ranges': 'bytes',
  };
  if (found.etag) headers.ETag = found.etag;
  if (found.lastModified) headers['Last-Modified'] = found.lastModified.toUTCString();
  if (found.etag && c.req.header('if-none-match') === found.etag && !found.range) {
    found.body.destroy();
    return c.body(null, 304, { ETag: found.etag });
  }
  if (found.range) headers['Content-Range'] = `bytes ${found.range[0]}-${found.range[1]}/${found.size}`;
  const status = found.range ? 206 : 200;
  if (c.req.method === 'HEAD') {
    found.body.destroy();
    return c.body(null, status, headers);
  }
  return c.body(Readable.toWeb(found.body) as ReadableStream, status, headers);
}
