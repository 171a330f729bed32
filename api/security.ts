import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './deps';
import { requestScheme } from './auth/client-ip';
import { UPLOADS_CONTENT_SECURITY_POLICY } from './media/upload-types';

/**
 * Headers on every response. Scripts: self only (the page's data blocks are
 * JSON, not script). Styles allow inline style attributes, which server-rendered
 * progress bars and aspect boxes use; no inline script is ever allowed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * One year, the least that HSTS preload lists and scanners accept. Without
 * includeSubDomains: other hosts under the company's domain (mail, a shop)
 * are not ours to pin to HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * `hsts`: the site is served over HTTPS (SITE_URL is https://). Behind a
 * trusted proxy that terminates TLS (TRUST_PROXY), a request its
 * X-Forwarded-Proto says came over https gets the header too. Over plain HTTP
 * it would be ignored at best, and must not pin a host that has no TLS.
 */
export function securityHeaders({
  dev = false,
  hsts = false,
}: {
  dev?: boolean;
  hsts?: boolean;
} = {}): MiddlewareHandler<AppEnv> {
  // Vite's dev client and React refresh need inline script and a websocket.
  const csp = dev
    ? CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace(
        "connect-src 'self'",
        "connect-src 'self' ws: wss:",
      )
    : CONTENT_SECURITY_POLICY;
  return async (c, next) => {
    await next();
    // Set in place: c.header() on a finished response makes Hono re-create it around its body
    // stream, which takes @hono/node-server off its fast path (a third of the API's throughput).
    const h = c.res.headers;
    // Uploads get a sandbox of their own: a file there must never act as a page of the site.
    h.set('Content-Security-Policy', c.req.path.startsWith('/uploads/') ? UPLOADS_CONTENT_SECURITY_POLICY : csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (hsts || (c.var.deps?.config.trustProxy && requestScheme(c) === 'https'))
      h.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // "Not signed in" and "not allowed" describe this requester only: no shared cache may keep them.
    if (c.res.status === 401 || c.res.status === 403) h.set('Cache-Control', 'no-store');
  };
}
