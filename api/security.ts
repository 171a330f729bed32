import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './deps';
import { requestScheme } from './auth/client-ip';

type Directives = NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy'] & {};

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

/** Vite's dev client and React refresh need inline script and a websocket. */
const DEV_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' 'unsafe-inline'",
).replace("connect-src 'self'", "connect-src 'self' ws: wss:");

/**
 * The policy every upload is served with instead of the page policy: a
 * sandbox (no script, no same-origin access, even if a browser were talked
 * into rendering the file as a document) and nothing loaded from it.
 * Checked in headless Chromium 156: a PDF opens in its viewer the same with
 * it as without it.
 */
export const UPLOADS_CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** A policy as secureHeaders takes it: "img-src 'self' data:" → { imgSrc: ["'self'", 'data:'] }. */
const directivesOf = (policy: string): Directives =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase()), values];
    }),
  );

/**
 * One year, the least that HSTS preload lists and scanners accept. Without
 * includeSubDomains: other hosts under the company's domain (mail, a shop)
 * are not ours to pin to HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Hono's secureHeaders with the site's choices: only the headers the site
 * has always sent (its defaults add more, such as a same-origin
 * Cross-Origin-Resource-Policy that would keep the static export's pages
 * on a CDN from showing the API's uploads).
 */
function headersWith(contentSecurityPolicy: Directives, hsts: boolean) {
  return secureHeaders({
    contentSecurityPolicy,
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: true,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    strictTransportSecurity: hsts ? STRICT_TRANSPORT_SECURITY : false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/**
 * Headers on every response: Hono's secureHeaders (which sets them in place
 * on the finished response, keeping @hono/node-server on its fast path),
 * plus what it cannot say on its own.
 *
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
  const pages = headersWith(directivesOf(dev ? DEV_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY), hsts);
  const uploads = headersWith(directivesOf(UPLOADS_CONTENT_SECURITY_POLICY), hsts);
  return async (c, next) => {
    await (c.req.path.startsWith('/uploads/') ? uploads : pages)(c, next);
    const h = c.res.headers;
    if (!hsts && c.var.deps?.config.trustProxy && requestScheme(c) === 'https')
      h.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // "Not signed in" and "not allowed" describe this requester only: no shared cache may keep them.
    if (c.res.status === 401 || c.res.status === 403) h.set('Cache-Control', 'no-store');
  };
}
