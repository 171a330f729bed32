import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Cross-origin access for the static export: pages served from a CDN at
 * SITE_URL post the contact form to this API on another origin (API_ORIGIN).
 * Only the site's own origin is allowed, only for the public endpoints the
 * pages call, and without cookies. Everything else stays same-origin.
 */
export function publicCors(siteUrl: () => string): MiddlewareHandler {
  const crossOrigin = cors({
    origin: (origin, c) =>
      origin === new URL(siteUrl()).origin && origin !== new URL(c.req.url).origin ? origin : null,
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  });
  // Without an Origin the request is no cross-origin call (a same-origin GET, a script, a probe): it passes
  // untouched, since cors() adds its Vary after the answer is made, which would take @hono/node-server off
  // its fast path for the public contact details.
  return (c, next) => (c.req.header('origin') ? crossOrigin(c, next) : next());
}
