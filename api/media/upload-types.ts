import type { MiddlewareHandler } from 'hono';
import { siteMediaTypeOf } from '../../media/media-types';

/**
 * The only files /uploads/* serves: the media the site itself makes, each
 * under its own type, chosen by the name's extension (never by what a bucket
 * says or what the bytes look like). HTML, SVG, text or a file without an
 * extension can reach the store (a restored backup, a bucket shared with
 * another tool, a future bug); served from the site's origin, a browser would
 * run its script with staff's cookies, so it is not served at all.
 *
 * In front of every /uploads/* handler: 404 for any other type, and the media
 * type from the name on what is served.
 */
export const onlySiteMedia: MiddlewareHandler = async (c, next) => {
  const type = siteMediaTypeOf(c.req.path);
  if (!type) return c.json({ error: `No file at ${c.req.path}` }, 404);
  await next();
  const { status, headers } = c.res;
  if (status === 200 || status === 206 || status === 304) headers.set('Content-Type', type);
};
