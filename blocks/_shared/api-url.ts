/**
 * Where the public pages' own API calls go. Pages served by this server call
 * it on the same origin. A static export for a CDN names the API's origin in
 * <meta name="api-origin">, and the calls go there, without cookies (the API
 * allows cross-origin calls from the site's origin for these endpoints only).
 */
export function apiRequest(path: string): { url: string; credentials: RequestCredentials } {
  const origin =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="api-origin"]')?.content;
  return origin
    ? { url: `${origin.replace(/\/$/, '')}${path}`, credentials: 'omit' }
    : { url: path, credentials: 'include' };
}
