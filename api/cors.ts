import type { MiddlewareHandler } from 'hono';

/**
 * Cross-origin access for the static export: pages served from a CDN at
 * SITE_URL post the contact form to this API on another origin (API_ORIGIN).
 * Only the site's own origin is allowed, only for the public endpoints the
 * pages call, and without cookies. Everything else stays same-origin.
 */
export function publicCors(siteUrl: () => string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin && origin === new URL(siteUrl()).origin && origin !== new URL(c.req.url).origin;
    if (c.req.method === 'OPTIONS') {
      if (!allowed) return c.body(null, 403);
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.append('Vary', 'Origin');
    }
  };
}
