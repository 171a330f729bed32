import type { MiddlewareHandler } from 'hono';

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

export function securityHeaders({ dev = false }: { dev?: boolean } = {}): MiddlewareHandler {
  // Vite's dev client and React refresh need inline script and a websocket.
  const csp = dev
    ? CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace(
        "connect-src 'self'",
        "connect-src 'self' ws: wss:",
      )
    : CONTENT_SECURITY_POLICY;
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
