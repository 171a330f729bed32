import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '../config';
import type { AppEnv } from '../deps';
import { ApiError } from '../http';
import { requestScheme } from './client-ip';
import { resolveSession, type SessionAdmin } from './sessions';

/** Variables set by requireAdmin for the handlers after it. */
export type AdminEnv = AppEnv & { Variables: AppEnv['Variables'] & { admin: SessionAdmin; sessionHash: string } };

/**
 * Cookies are Secure when the site is served over HTTPS: SITE_URL says so, or
 * a trusted proxy (TRUST_PROXY) reports that the browser used https.
 */
const secureFor = (c: Context, config: Pick<AppConfig, 'secureCookies'>) =>
  config.secureCookies || requestScheme(c) === 'https';

/** `__Host-` pins the cookie to this host and path / over HTTPS; plain HTTP (development) cannot use the prefix. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');

export function setSessionCookie(c: Context, config: AppConfig, id: string, maxAgeSeconds: number) {
  const secure = secureFor(c, config);
  setCookie(c, sessionCookieName(secure), id, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context, config: AppConfig) {
  const secure = secureFor(c, config);
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'Strict' });
}

export const readSessionCookie = (c: Context, config: AppConfig) =>
  getCookie(c, sessionCookieName(secureFor(c, config)));

/**
 * 401 JSON unless the request carries a live session; otherwise sets
 * c.var.admin ({ id, username, role, email }) and c.var.sessionHash.
 * An expired or unknown cookie is also cleared.
 */
export const NOT_SIGNED_IN = 'Not signed in, or the session has expired. Please sign in again.';

export const requireAdmin: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const { db, config } = c.var.deps;
  const id = readSessionCookie(c, config);
  const session = await resolveSession(db, id);
  if (!session) {
    if (id) clearSessionCookie(c, config);
    // Returned, not thrown, so the Set-Cookie that clears a stale cookie stays on the answer.
    return c.json({ error: NOT_SIGNED_IN }, 401);
  }
  c.set('admin', session.admin);
  c.set('sessionHash', session.idHash);
  c.header('Cache-Control', 'no-store');
  await next();
};

/**
 * After requireAdmin: 403 unless the signed-in user is an admin. Editors work
 * on pages, media and the inbox; users and settings are an admin's.
 * `what` finishes "Only an admin can …", so the answer says what was refused.
 */
export const requireRole =
  (what: string): MiddlewareHandler<AdminEnv> =>
  async (c, next) => {
    if (c.var.admin.role !== 'admin')
      return c.json({ error: `Only an admin can ${what}. Ask an admin of the site to do it for you.` }, 403);
    await next();
  };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when `origin` is the configured site's origin or the origin this request
 * was sent to (its own scheme with its Host header). The whole origin is
 * compared, scheme and port included: an http:// page on the same host name is
 * another origin than an https:// one, and may be someone else's.
 */
export function isSameOrigin(origin: string, siteUrl: string, requestOrigin: string | undefined): boolean {
  const parsed = (s: string) => {
    try {
      return new URL(s).origin;
    } catch {
      return undefined;
    }
  };
  const theirs = parsed(origin);
  // 'null' for opaque origins (file:, sandboxed frames, data:): never ours.
  if (!theirs || theirs === 'null') return false;
  if (theirs === parsed(siteUrl)) return true;
  // A browser sets Host itself, so a cross-site page cannot make it equal its own Origin.
  return !!requestOrigin && theirs === parsed(requestOrigin);
}

/** The scheme the browser used (as a trusted proxy reports it, else the connection's) and the Host it sent the request to. */
function requestOrigin(c: Context): string {
  return `${requestScheme(c)}://${c.req.header('host') ?? new URL(c.req.url).host}`;
}

/**
 * CSRF guard for state-changing requests (POST, PUT, PATCH, DELETE): 403 when
 * the Origin header is present and is neither config.siteUrl's origin nor the
 * request's own origin, scheme and Host (so the site works on 127.0.0.1 as
 * well as localhost);
 * `Origin: null` is refused too. Without Origin, Sec-Fetch-Site must be absent
 * or same-origin: every current browser sends one of the two on such requests,
 * so only non-browser clients (curl, scripts, tests) pass without Origin, and
 * they carry no victim's cookies. The SameSite=Strict session cookie is a
 * second, independent line of defence.
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const ok =
      origin !== undefined
        ? isSameOrigin(origin, c.var.deps.config.siteUrl, requestOrigin(c))
        : fetchSite === undefined || fetchSite === 'same-origin';
    if (!ok) throw new ApiError(403, 'Cross-site request refused: the Origin is not this site');
  }
  await next();
};
