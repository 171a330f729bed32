import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AroundRoute } from './logging';
import { requestScheme } from './auth/client-ip';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
type Directives = SecureHeadersOptions['contentSecurityPolicy'] & {};

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
export function siteSecureHeaders(policy: string, hsts: boolean): SecureHeadersOptions {
  return {
    contentSecurityPolicy: directivesOf(policy),
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
  };
}

/** The headers Hono's secureHeaders sets with these options, read off one answer it made. */
async function headersOf(options: SecureHeadersOptions): Promise<[string, string][]> {
  const probe = new Hono().use(secureHeaders(options)).get('/', (c) => c.body(null));
  return [...(await probe.request('/')).headers];
}

/**
 * Headers on every response: the ones Hono's secureHeaders sets with the
 * site's options, plus what it cannot say on its own.
 *
 * They never change while the server runs, so secureHeaders runs once, at
 * start, on a probe answer, and its headers are put on each request's answer
 * with c.header() before the route runs: Hono builds the answer with them.
 * secureHeaders itself can only set its headers after next(); run on every
 * request it was two more middleware layers and seven header writes on the
 * finished answer, part of why the API's smallest answer ran at about half
 * the rate of a bare Hono route. (The answer stayed on @hono/node-server's
 * lightweight path either way: see docs/stack.md.) An answer made without the
 * context (a route returning `new Response(...)`, an HTTPException's own
 * response) does not carry what c.header() set: it gets the same headers on
 * the finished answer, overwriting, as secureHeaders did.
 * api/security.test.ts compares every kind of answer, header by header, with
 * the same answer passed through secureHeaders, so the two cannot drift apart.
 *
 * `hsts`: the site is served over HTTPS (SITE_URL is https://). Behind a
 * trusted proxy that terminates TLS (TRUST_PROXY), a request its
 * X-Forwarded-Proto says came over https gets the header too. Over plain HTTP
 * it would be ignored at best, and must not pin a host that has no TLS.
 * The proxy setting is read from the deps before the route runs: they must
 * be on the context by then.
 */
export function securityHeaderSteps({
  dev = false,
  hsts = false,
}: {
  dev?: boolean;
  hsts?: boolean;
} = {}): AroundRoute<{ headers: [string, string][]; proxiedHttps: boolean }> & { ready(): Promise<void> | undefined } {
  let pages: [string, string][] | undefined;
  let uploads: [string, string][] | undefined;
  const computed = Promise.all([
    headersOf(siteSecureHeaders(dev ? DEV_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY, hsts)),
    headersOf(siteSecureHeaders(UPLOADS_CONTENT_SECURITY_POLICY, hsts)),
  ]).then(([p, u]) => {
    pages = p;
    uploads = u;
  });
  return {
    // Computed in the first microtasks after start: only a request arriving in the same tick waits.
    ready: () => (pages && uploads ? undefined : computed),
    before(c) {
      const headers = (c.req.path.startsWith('/uploads/') ? uploads : pages) as [string, string][];
      for (const [name, value] of headers) c.header(name, value);
      const proxiedHttps = !hsts && !!c.get('deps')?.config.trustProxy && requestScheme(c) === 'https';
      if (proxiedHttps) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      return { headers, proxiedHttps };
    },
    after(c, { headers, proxiedHttps }) {
      // An answer made without the context lacks them: set on the finished answer, overwriting, as secureHeaders does.
      const made = c.res.headers;
      for (const [name, value] of headers) if (made.get(name) !== value) made.set(name, value);
      if (proxiedHttps && made.get('Strict-Transport-Security') !== STRICT_TRANSPORT_SECURITY)
        made.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      // "Not signed in" and "not allowed" describe this requester only: no shared cache may keep them.
      if (c.res.status === 401 || c.res.status === 403) made.set('Cache-Control', 'no-store');
    },
  };
}
